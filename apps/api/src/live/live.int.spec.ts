import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { startTestApi, type TestApi } from '../testing/test-api';
import { signedInUser } from '../testing/test-users';
import { userRoom } from './live-rooms';
import { LiveGateway } from './live.gateway';
import { LIVE_UPDATE_EVENT, type LiveUpdate } from './live-update';
import { SOCKET_UNAUTHORIZED } from './socket-authentication';

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

  function open(auth?: { token: string }): Socket {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, ...(auth ? { auth } : {}) });
    sockets.push(socket);
    return socket;
  }

  async function connect(auth?: { token: string }): Promise<{ socket: Socket; updates: LiveUpdate[] }> {
    const socket = open(auth);
    const updates: LiveUpdate[] = [];
    socket.on(LIVE_UPDATE_EVENT, (update: LiveUpdate) => updates.push(update));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return { socket, updates };
  }

  async function trackPageView(): Promise<number> {
    const response = await fetch(`${url}/api/track`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Mozilla/5.0 Firefox/141.0' },
      body: JSON.stringify({ kind: 'page_view', path: '/' }),
    });
    expect(response.status).toBe(204);
    const head = await api.platform.eventStore.headPosition();
    await api.platform.projections.waitFor(head, { timeoutMs: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    return head;
  }

  it('sends projector commits to administrators only: not to anonymous or client sockets', async () => {
    const anonymous = await connect();
    const client = await connect({ token: (await signedInUser(api, 'client')).accessToken });
    const admin = await connect({ token: (await signedInUser(api, 'admin')).accessToken });
    const position = await trackPageView();

    expect(admin.updates).toContainEqual(expect.objectContaining({ projector: 'page_views_daily', position }));
    expect(anonymous.updates).toEqual([]);
    expect(client.updates).toEqual([]);
  });

  it.each([
    ['a malformed token', 'not-a-jwt'],
    ['a tampered token', 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln'],
  ])('refuses a handshake with %s', async (_label, token) => {
    const socket = open({ token });
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(error.message).toBe(SOCKET_UNAUTHORIZED);
    expect(socket.connected).toBe(false);
  });

  it('puts an authenticated socket in its user room', async () => {
    const user = await signedInUser(api, 'client');
    const { socket } = await connect({ token: user.accessToken });
    const received = new Promise((resolve) => socket.once('ping-user', resolve));
    api.app.get(LiveGateway).server.to(userRoom(user.userId)).emit('ping-user', 'hello');
    await expect(received).resolves.toBe('hello');
  });
});
