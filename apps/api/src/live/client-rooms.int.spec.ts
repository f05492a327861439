import { startTestApi, type TestApi } from '../testing/test-api';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { graphql, postCall, settle } from '../testing/client-area-requests';
import { signedInUser, type TestUser } from '../testing/test-users';
import { LIVE_UPDATE_EVENT, type LiveUpdate } from './live-update';

describe('client rooms on the live channel', () => {
  let api: TestApi;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    api = await startTestApi();
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(api.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await api.close();
  });

  async function connect(user: TestUser): Promise<LiveUpdate[]> {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, auth: { token: user.accessToken } });
    sockets.push(socket);
    const updates: LiveUpdate[] = [];
    socket.on(LIVE_UPDATE_EVENT, (update: LiveUpdate) => updates.push(update));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return updates;
  }

  const changedIds = (updates: LiveUpdate[], projector: string) =>
    updates.filter((update) => update.projector === projector).flatMap((update) => (update.changes ?? []).map((change) => change.id));

  it("sends a client's call, usage and settings updates to its owner and admins only", async () => {
    const [alice, bob, admin] = await Promise.all([signedInUser(api, 'client'), signedInUser(api, 'client'), signedInUser(api, 'admin')]);
    const aliceClientId = (await graphql(api, '{ myClient { id } }', {}, alice.headers)).data?.myClient.id;
    await graphql(api, '{ myClient { id } }', {}, bob.headers);
    await settle(api);
    const [aliceUpdates, bobUpdates, adminUpdates] = await Promise.all([connect(alice), connect(bob), connect(admin)]);

    const call = { platform_call_id: 'live-1', client_id: aliceClientId, caller_number: '+1 555 0101', started_at: new Date().toISOString(), duration_seconds: 90 };
    const { id: callId } = (await postCall(api, call)).json();
    await graphql(api, 'mutation { updateClientSetting(field: "business_name", value: "Alice Autos") { id } }', {}, alice.headers);
    await settle(api);
    await new Promise((resolve) => setTimeout(resolve, 200));

    for (const updates of [aliceUpdates, adminUpdates]) {
      expect(changedIds(updates, 'call_logs')).toContain(callId);
      expect(changedIds(updates, 'usage')).toContain(`${aliceClientId}:${call.started_at.slice(0, 7)}`);
      expect(changedIds(updates, 'clients')).toContain(aliceClientId);
      expect(changedIds(updates, 'settings_history')).toHaveLength(1);
    }
    expect(aliceUpdates.flatMap((update) => update.changes ?? []).every((change) => change.id.startsWith(aliceClientId))).toBe(true);
    expect(bobUpdates).toEqual([]);
  });
});
