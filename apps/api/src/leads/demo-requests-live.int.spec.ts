import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { DEMO_REQUESTS_PROJECTOR } from '@receptionist/contracts';
import { io, type Socket } from 'socket.io-client';
import { LIVE_UPDATE_EVENT, type LiveUpdate } from '../live/live-update';
import { startTestApi, type TestApi } from '../testing/test-api';
import { signedInUser } from '../testing/test-users';
import { CHANGE_STATUS, graphql, SUBMIT, validBookDemo } from './leads-graphql';

describe('demo requests live', () => {
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

  async function watch(token?: string): Promise<LiveUpdate[]> {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, ...(token ? { auth: { token } } : {}) });
    sockets.push(socket);
    const updates: LiveUpdate[] = [];
    socket.on(LIVE_UPDATE_EVENT, (update: LiveUpdate) => {
      if (update.projector === DEMO_REQUESTS_PROJECTOR) updates.push(update);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return updates;
  }

  const arrival = async (updates: LiveUpdate[], position: number) => {
    const deadline = Date.now() + 2000;
    while (!updates.some((update) => update.position >= position) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    return updates.some((update) => update.position >= position);
  };

  it('pushes a new submission and another admin\'s status change to admin sockets, not to client or anonymous ones', async () => {
    const [adminA, adminB, client] = await Promise.all([signedInUser(api, 'admin'), signedInUser(api, 'admin'), signedInUser(api, 'client')]);
    const [seenByA, seenByB, seenByClient, seenAnonymously] = await Promise.all([
      watch(adminA.accessToken),
      watch(adminB.accessToken),
      watch(client.accessToken),
      watch(),
    ]);

    const submitted = await graphql<{ submitDemoRequest: { id: string } }>(api, SUBMIT, { input: validBookDemo(), key: randomUUID() });
    const submittedAt = await api.platform.eventStore.headPosition();
    expect(await arrival(seenByA, submittedAt)).toBe(true);
    expect(await arrival(seenByB, submittedAt)).toBe(true);

    const id = submitted.data?.submitDemoRequest.id as string;
    const changes = seenByA.flatMap((update) => update.changes ?? []);
    expect(changes).toContainEqual({ collection: 'demo_requests', id, deleted: false });
    await graphql(api, CHANGE_STATUS, { id, status: 'contacted', revision: 0 }, { token: adminA.accessToken });
    const changedAt = await api.platform.eventStore.headPosition();
    expect(changedAt).toBeGreaterThan(submittedAt);
    expect(await arrival(seenByB, changedAt)).toBe(true);

    expect(seenByClient).toEqual([]);
    expect(seenAnonymously).toEqual([]);
  });
});
