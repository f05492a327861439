import { AccessTokens, OPERATIONAL_STORE, type OperationalStore, UserAccounts } from '@receptionist/identity-application';
import { graphql, postCall, settle } from '../testing/client-area-requests';
import { disconnectedWithin, liveTestApiForSuite } from '../testing/live-sockets';
import { signedInUser, TEST_PASSWORD, type TestUser } from '../testing/test-users';
import type { LiveUpdate } from './live-update';
import { SOCKET_UNAUTHORIZED } from './socket-authentication';

/** Ending a session, a role or a token's lifetime must cut the live channel within 5 s, and a reconnect needs a fresh token. */
jest.setTimeout(20_000);

describe('live channel: a socket stops receiving once its right to it ends', () => {
  const live = liveTestApiForSuite();
  const CUT_OFF_MS = 5000;

  const sessionIdOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).session_id;

  async function signIn(email: string, password = TEST_PASSWORD): Promise<string> {
    const response = await live.api.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password } });
    expect(response.statusCode).toBe(200);
    return response.json().access_token;
  }

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  /** A signed-in user of the role; a client also gets its client record, so its socket joins that client's room. */
  async function userWithRecord(role: 'admin' | 'client'): Promise<TestUser & { clientId: string }> {
    const user = await signedInUser(live.api, role);
    const owner = role === 'client' ? user : await signedInUser(live.api, 'client');
    const clientId = (await graphql(live.api, '{ myClient { id } }', {}, owner.headers)).data?.myClient.id;
    await settle(live.api);
    return { ...user, clientId };
  }

  /** A call on the client's line: an update for the admin room and for that client's room. */
  async function callOn(clientId: string): Promise<void> {
    const call = {
      platform_call_id: `cut-${Math.random()}`,
      client_id: clientId,
      caller_number: '+1 555 0101',
      started_at: new Date().toISOString(),
      duration_seconds: 30,
    };
    expect((await postCall(live.api, call)).statusCode).toBeLessThan(300);
    await settle(live.api);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  /** The socket is disconnected within 5 s of `since` and receives nothing of a later call. */
  async function expectCutOff(watched: { socket: { connected: boolean }; updates: LiveUpdate[] }, clientId: string, since: number) {
    await disconnectedWithin(watched.socket as never, CUT_OFF_MS - (Date.now() - since));
    const received = watched.updates.length;
    await callOn(clientId);
    expect(watched.updates.length).toBe(received);
  }

  /** A reconnect with the old token is refused; one with a fresh token is accepted and receives again. */
  async function expectFreshTokenNeeded(oldToken: string, email: string, clientId: string, password = TEST_PASSWORD) {
    await expect(live.refused(oldToken)).resolves.toBe(SOCKET_UNAUTHORIZED);
    const again = await live.connect({ token: await signIn(email, password) });
    await callOn(clientId);
    expect(again.updates.length).toBeGreaterThan(0);
  }

  describe.each(['admin', 'client'] as const)('a socket in the %s room', (role) => {
    it.each([
      ['logout with scope global', (token: string) => ({ method: 'POST', url: '/auth/v1/logout?scope=global', headers: bearer(token) })],
      ['logout with scope local', (token: string) => ({ method: 'POST', url: '/auth/v1/logout?scope=local', headers: bearer(token) })],
      [
        'revoking its session (DELETE /auth/v1/sessions/{id})',
        (token: string) => ({ method: 'DELETE', url: `/auth/v1/sessions/${sessionIdOf(token)}`, headers: bearer(token) }),
      ],
    ] as const)('is cut off after %s; the old token cannot reconnect', async (_label, request) => {
      const user = await userWithRecord(role);
      const watched = await live.connect({ token: user.accessToken });
      const since = Date.now();
      expect((await live.api.app.inject(request(user.accessToken) as never)).statusCode).toBe(204);

      await expectCutOff(watched, user.clientId, since);
      await expectFreshTokenNeeded(user.accessToken, user.email, user.clientId);
    });

    it.each([
      [
        'logout with scope others from another device',
        (token: string) => ({ method: 'POST', url: '/auth/v1/logout?scope=others', headers: bearer(token) }),
      ],
      [
        'a password change on another device',
        (token: string) => ({
          method: 'PUT',
          url: '/auth/v1/user',
          headers: bearer(token),
          payload: { password: 'Changed456', current_password: TEST_PASSWORD },
        }),
      ],
    ] as const)('is cut off after %s, while that device keeps its socket', async (label, request) => {
      const user = await userWithRecord(role);
      const otherDevice = await signIn(user.email);
      const [watched, kept] = await Promise.all([live.connect({ token: user.accessToken }), live.connect({ token: otherDevice })]);
      const since = Date.now();
      expect((await live.api.app.inject(request(otherDevice) as never)).statusCode).toBeLessThan(300);

      await expectCutOff(watched, user.clientId, since);
      expect(kept.socket.connected).toBe(true);
      expect(kept.updates.length).toBeGreaterThan(0);
      await expectFreshTokenNeeded(user.accessToken, user.email, user.clientId, label.startsWith('logout') ? TEST_PASSWORD : 'Changed456');
    });

    it('is cut off when another process revokes its session (no in-process notice: the periodic check)', async () => {
      const user = await userWithRecord(role);
      const watched = await live.connect({ token: user.accessToken });
      const since = Date.now();
      // Straight in the shared store, as a second API process would: this process's SessionEvents hear nothing.
      await live.api.app.get<OperationalStore>(OPERATIONAL_STORE).sessions.revoke(sessionIdOf(user.accessToken), new Date().toISOString());

      await expectCutOff(watched, user.clientId, since);
      await expectFreshTokenNeeded(user.accessToken, user.email, user.clientId);
    });

    it('is cut off when its access token expires; the expired token cannot reconnect', async () => {
      const user = await userWithRecord(role);
      const accounts = live.api.app.get(UserAccounts);
      const store = live.api.app.get<OperationalStore>(OPERATIONAL_STORE);
      const session = await store.sessions.get(sessionIdOf(user.accessToken));
      if (!session) throw new Error('The signed-in session is stored');
      const claims = JSON.parse(Buffer.from(user.accessToken.split('.')[1], 'base64url').toString());
      const ttlSeconds = claims.exp - claims.iat;
      // A token issued so that it expires in 2 s.
      const { token, expiresAt } = live.api.app
        .get(AccessTokens)
        .issue(await accounts.load(user.userId), session, new Date(Date.now() - (ttlSeconds - 2) * 1000));
      const watched = await live.connect({ token });

      await expectCutOff(watched, user.clientId, expiresAt * 1000);
      await expectFreshTokenNeeded(token, user.email, user.clientId);
    });
  });

  it('cuts off an administrator whose admin role is revoked; the token that claims it cannot reconnect', async () => {
    const admin = await userWithRecord('admin');
    const watched = await live.connect({ token: admin.accessToken });
    const since = Date.now();
    await live.api.app.get(UserAccounts).execute(admin.userId, { type: 'RevokeRole', data: { role: 'admin' } });

    await expectCutOff(watched, admin.clientId, since);
    await expect(live.refused(admin.accessToken)).resolves.toBe(SOCKET_UNAUTHORIZED);
    const again = await live.connect({ token: await signIn(admin.email) });
    await callOn(admin.clientId);
    expect(again.updates).toEqual([]);
    expect(again.socket.connected).toBe(true);
  });
});

describe('live channel: a connected socket may present a refreshed token', () => {
  const live = liveTestApiForSuite();

  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

  /** A token of the user's session issued `ageSeconds` ago (so it expires `ttl - ageSeconds` from now). */
  async function tokenAged(user: TestUser, ageSeconds: number): Promise<{ token: string; expiresAt: number }> {
    const store = live.api.app.get<OperationalStore>(OPERATIONAL_STORE);
    const session = await store.sessions.get(claimsOf(user.accessToken).session_id);
    if (!session) throw new Error('The signed-in session is stored');
    return live.api.app
      .get(AccessTokens)
      .issue(await live.api.app.get(UserAccounts).load(user.userId), session, new Date(Date.now() - ageSeconds * 1000));
  }

  it('keeps an admin socket receiving past its first token’s expiry when a fresh token is presented in time', async () => {
    const admin = await signedInUser(live.api, 'admin');
    const ttl = claimsOf(admin.accessToken).exp - claimsOf(admin.accessToken).iat;
    const first = await tokenAged(admin, ttl - 2);
    const watched = await live.connect({ token: first.token });
    const fresh = await tokenAged(admin, 0);
    await expect(watched.socket.timeout(2000).emitWithAck('session:refresh', fresh.token)).resolves.toEqual({
      ok: true,
      expires_at: fresh.expiresAt,
    });

    await new Promise((resolve) => setTimeout(resolve, first.expiresAt * 1000 - Date.now() + 2500));
    expect(watched.socket.connected).toBe(true);
    const response = await fetch(`${live.url}/api/track`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Mozilla/5.0 Firefox/141.0' },
      body: JSON.stringify({ kind: 'page_view', path: '/' }),
    });
    expect(response.status).toBe(204);
    await settle(live.api);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(watched.updates.length).toBeGreaterThan(0);
  });

  it('refuses and disconnects a socket that presents another user’s token', async () => {
    const [client, admin] = await Promise.all([signedInUser(live.api, 'client'), signedInUser(live.api, 'admin')]);
    const watched = await live.connect({ token: client.accessToken });
    await expect(watched.socket.timeout(2000).emitWithAck('session:refresh', admin.accessToken)).resolves.toEqual({
      ok: false,
      error: SOCKET_UNAUTHORIZED,
    });
    await disconnectedWithin(watched.socket, 2000);
  });
});
