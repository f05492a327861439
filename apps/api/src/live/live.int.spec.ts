import { liveTestApiForSuite } from '../testing/live-sockets';
import { graphql } from '../testing/client-area-requests';
import { signedInUser } from '../testing/test-users';
import { userRoom } from './live-rooms';
import { LiveGateway } from './live.gateway';
import { SOCKET_UNAUTHORIZED } from './socket-authentication';

describe('Socket.IO live channel', () => {
  const live = liveTestApiForSuite();

  async function trackPageView(): Promise<number> {
    const response = await fetch(`${live.url}/api/track`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Mozilla/5.0 Firefox/141.0' },
      body: JSON.stringify({ kind: 'page_view', path: '/' }),
    });
    expect(response.status).toBe(204);
    const head = await live.api.platform.eventStore.headPosition();
    await live.api.platform.projections.waitFor(head, { timeoutMs: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    return head;
  }

  it('sends projector commits to administrators only: not to anonymous or client sockets', async () => {
    const anonymous = await live.connect();
    const owner = await signedInUser(live.api, 'client');
    const client = await live.connect({ token: owner.accessToken });
    const admin = await live.connect({ token: (await signedInUser(live.api, 'admin')).accessToken });
    const position = await trackPageView();

    expect(admin.updates).toContainEqual(expect.objectContaining({ projector: 'page_views_daily', position }));
    expect(anonymous.updates).toEqual([]);
    // The owner may hear of their own client record (opened for them after sign-up), never of the admin projectors.
    const ownClientId = (await graphql(live.api, '{ myClient { id } }', {}, owner.headers)).data?.myClient?.id;
    for (const update of client.updates)
      expect(update).toMatchObject({ projector: 'clients', facts: [{ type: 'client.changed', clientId: ownClientId }] });
  });

  it.each([
    ['a malformed token', 'not-a-jwt'],
    ['a tampered token', 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln'],
  ])('refuses a handshake with %s', async (_label, token) => {
    const socket = live.open(token);
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(error.message).toBe(SOCKET_UNAUTHORIZED);
    expect(socket.connected).toBe(false);
  });

  it('puts an authenticated socket in its user room', async () => {
    const user = await signedInUser(live.api, 'client');
    const { socket } = await live.connect({ token: user.accessToken });
    const received = new Promise((resolve) => socket.once('ping-user', resolve));
    live.api.app.get(LiveGateway).server.to(userRoom(user.userId)).emit('ping-user', 'hello');
    await expect(received).resolves.toBe('hello');
  });
});
