import { AuthClient, REFRESH_TICK_MS } from './auth-client';
import type { AuthChangeEvent, Session } from './auth-types';
import type { TabChannel, TabMessage } from './tab-sync';

const NOW = 1_800_000_000_000;

function session(expiresInSeconds: number, tokenId: string): Session & { refresh_token: string } {
  return {
    access_token: `header.${Buffer.from(JSON.stringify({ jti: tokenId })).toString('base64url')}.sig`,
    token_type: 'bearer',
    expires_in: expiresInSeconds,
    expires_at: NOW / 1000 + expiresInSeconds,
    refresh_token: `refresh-${tokenId}`,
    user: {
      id: 'u1',
      email: 'ada@example.com',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      factors: [],
      created_at: '',
      updated_at: '',
    },
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const noSession = () => json(400, { code: 400, error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token: Refresh Token Not Found' });

function setup(answers: Array<() => Response | Promise<Response>>, mayHaveSession = true) {
  const calls: { url: string; init: RequestInit }[] = [];
  const waits: number[] = [];
  const posted: TabMessage[] = [];
  let deliver: (message: TabMessage) => void = () => undefined;
  const tabs: TabChannel = { post: (message) => posted.push(message), listen: (onMessage) => (deliver = onMessage) };
  const client = new AuthClient({
    fetch: async (url, init) => {
      calls.push({ url: String(url), init: init ?? {} });
      const answer = answers.shift();
      if (!answer) throw new Error(`unexpected request ${String(url)}`);
      return answer();
    },
    tabs,
    lock: (task) => task(),
    now: () => Date.now(),
    sleep: async (ms) => void waits.push(ms),
    mayHaveSession: () => mayHaveSession,
  });
  const events: [AuthChangeEvent, string | null][] = [];
  client.onAuthStateChange((event, current) => events.push([event, current?.access_token ?? null]));
  return { client, calls, waits, posted, events, fromOtherTab: (message: TabMessage) => deliver(message) };
}

beforeEach(() => jest.useFakeTimers({ now: NOW }));
afterEach(() => jest.useRealTimers());

describe('AuthClient', () => {
  it('restores the session from the refresh cookie once and keeps no refresh token in memory', async () => {
    const issued = session(3600, 'a');
    const { client, calls, events } = setup([() => json(200, issued)]);
    await Promise.all([client.initialize(), client.initialize()]);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/auth/v1/token?grant_type=refresh_token');
    expect(calls[0].init.credentials).toBe('same-origin');
    expect(events).toEqual([['INITIAL_SESSION', issued.access_token]]);
    expect(client.currentSession).not.toHaveProperty('refresh_token');
  });

  it('starts signed out when there is no cookie, and replays INITIAL_SESSION to late listeners', async () => {
    const { client, events } = setup([noSession]);
    await client.initialize();
    const late: AuthChangeEvent[] = [];
    client.onAuthStateChange((event) => late.push(event));
    await Promise.resolve();
    expect(events).toEqual([['INITIAL_SESSION', null]]);
    expect(late).toEqual(['INITIAL_SESSION']);
  });

  it('starts signed out without asking the server when the session hint cookie is absent (no failing refresh)', async () => {
    const { client, calls, events } = setup([], false);
    expect(await client.initialize()).toBeNull();
    expect(calls).toEqual([]);
    expect(events).toEqual([['INITIAL_SESSION', null]]);
  });

  it('retries a refresh that gets no answer with backoff from 200 ms, doubling', async () => {
    const down = () => Promise.reject(new TypeError('Failed to fetch'));
    const { client, waits, events } = setup([down, () => json(503, {}), down, () => json(200, session(3600, 'b'))]);
    await client.initialize();
    expect(waits).toEqual([200, 400, 800]);
    expect(events.map(([event]) => event)).toEqual(['INITIAL_SESSION']);
    expect(client.currentSession).not.toBeNull();
  });

  it('gives up after bounded retries and keeps the session it has', async () => {
    const { client, waits } = setup([() => json(200, session(3600, 'a')), ...Array.from({ length: 8 }, () => () => json(503, {}))]);
    await client.initialize();
    await expect(client.refreshSession()).resolves.not.toBeNull();
    expect(waits).toEqual([200, 400, 800, 1600, 3200, 6400, 12800]);
  });

  it('refreshes on the 30 s tick when the token expires within three ticks, and tells the other tabs', async () => {
    const renewed = session(3600, 'c');
    const { client, calls, events, posted } = setup([() => json(200, session(100, 'a')), () => json(200, renewed)]);
    await client.initialize();
    await jest.advanceTimersByTimeAsync(REFRESH_TICK_MS);
    expect(calls).toHaveLength(2);
    expect(events.at(-1)).toEqual(['TOKEN_REFRESHED', renewed.access_token]);
    expect(posted.at(-1)).toMatchObject({ type: 'session', event: 'TOKEN_REFRESHED' });
    await jest.advanceTimersByTimeAsync(REFRESH_TICK_MS);
    expect(calls).toHaveLength(2);
  });

  it('refreshes a token about to expire before handing it out', async () => {
    const renewed = session(3600, 'd');
    const { client } = setup([() => json(200, session(3, 'a')), () => json(200, renewed)]);
    await expect(client.getAccessToken()).resolves.toBe(renewed.access_token);
  });

  it('signs out when the server refuses the refresh (session ended elsewhere)', async () => {
    const { client, events, posted } = setup([
      () => json(200, session(3600, 'a')),
      () => json(400, { error_code: 'refresh_token_already_used', msg: 'Invalid Refresh Token: Already Used' }),
    ]);
    await client.initialize();
    await expect(client.refreshSession()).resolves.toBeNull();
    expect(events.at(-1)).toEqual(['SIGNED_OUT', null]);
    expect(posted.at(-1)).toEqual({ type: 'signed-out' });
    expect(client.signedOutHere).toBe(false);
  });

  it('follows the other tabs: their new sessions and their sign-outs', async () => {
    const { client, events, fromOtherTab } = setup([noSession]);
    await client.initialize();
    const elsewhere = session(3600, 'e');
    fromOtherTab({ type: 'session', event: 'TOKEN_REFRESHED', session: elsewhere });
    fromOtherTab({ type: 'signed-out' });
    expect(events).toEqual([
      ['INITIAL_SESSION', null],
      ['SIGNED_IN', elsewhere.access_token],
      ['SIGNED_OUT', null],
    ]);
    expect(client.signedOutHere).toBe(false);
  });

  it('signs out on the server with the access token and in every tab', async () => {
    const issued = session(3600, 'a');
    const { client, calls, posted, events } = setup([() => json(200, issued), () => new Response(null, { status: 204 })]);
    await client.signOut('local');
    expect(calls[1].url).toBe('/auth/v1/logout?scope=local');
    expect(new Headers(calls[1].init.headers).get('authorization')).toBe(`Bearer ${issued.access_token}`);
    expect(events.at(-1)).toEqual(['SIGNED_OUT', null]);
    expect(posted.at(-1)).toEqual({ type: 'signed-out' });
    expect(client.signedOutHere).toBe(true);
  });

  it('retries an authorized request once with a refreshed token when the server rejects the old one', async () => {
    const renewed = session(3600, 'f');
    const { client, calls } = setup([
      () => json(200, session(3600, 'a')),
      () => json(401, { error_code: 'bad_jwt', msg: 'expired' }),
      () => json(200, renewed),
      () => json(200, { id: 'u1' }),
    ]);
    await expect(client.request('/user')).resolves.toEqual({ id: 'u1' });
    expect(new Headers(calls[3].init.headers).get('authorization')).toBe(`Bearer ${renewed.access_token}`);
  });

  it('reports the service message of a failed sign-in', async () => {
    const { client } = setup([() => json(400, { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' })]);
    await expect(client.signInWithPassword('ada@example.com', 'nope')).rejects.toMatchObject({
      message: 'Invalid login credentials',
      status: 400,
      code: 'invalid_credentials',
    });
  });
});
