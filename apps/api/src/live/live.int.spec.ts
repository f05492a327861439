import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { startTestApi, type TestApi } from '../testing/test-api';
import { LiveGateway } from './live.gateway';
import { ADMIN_ROOM, LIVE_UPDATE_EVENT, type LiveUpdate } from './live-update';

describe('Socket.IO live channel', () => {
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

  async function connect(): Promise<{ socket: Socket; updates: LiveUpdate[] }> {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], forceNew: true });
    sockets.push(socket);
    const updates: LiveUpdate[] = [];
    socket.on(LIVE_UPDATE_EVENT, (update: LiveUpdate) => updates.push(update));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return { socket, updates };
  }

  it('forwards projector commits to the admin room and nothing to anonymous sockets', async () => {
    const anonymous = await connect();
    const admin = await connect();
    api.app.get(LiveGateway).server.in(admin.socket.id as string).socketsJoin(ADMIN_ROOM);

    const response = await fetch(`${url}/api/track`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Mozilla/5.0 Firefox/141.0' },
      body: JSON.stringify({ kind: 'page_view', path: '/' }),
    });
    expect(response.status).toBe(204);
    const head = await api.platform.eventStore.headPosition();
    await api.platform.projections.waitFor(head, { timeoutMs: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(admin.updates).toEqual([{ projector: 'page_views_daily', position: head }]);
    expect(anonymous.updates).toEqual([]);
  });
});
