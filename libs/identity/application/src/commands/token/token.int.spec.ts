import { SESSION_HINT_COOKIE } from '@receptionist/contracts';
import { REFRESH_COOKIE } from '../../http/refresh-cookie';
import { bearer, confirmedUser, PASSWORD, sessionOf, signIn } from '../../testing/auth-flows';
import { createIdentityTestApp, type IdentityTestApp } from '../../testing/identity-test-app';

const refresh = (app: IdentityTestApp, refreshToken: string) =>
  app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=refresh_token', payload: { refresh_token: refreshToken } });

describe('POST /auth/v1/token', () => {
  let app: IdentityTestApp;
  beforeAll(async () => {
    app = await createIdentityTestApp({ refreshReuseGraceSeconds: 1 });
  });
  afterAll(() => app.close());

  it('answers a password grant with a GoTrue session and an HttpOnly SameSite=Strict refresh cookie', async () => {
    await confirmedUser(app, 'tok@example.com');
    const response = await signIn(app, 'TOK@example.com');
    expect(response.json()).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { email: 'tok@example.com' } });
    expect(response.json().expires_at).toBeGreaterThan(Date.now() / 1000);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`${REFRESH_COOKIE}=${encodeURIComponent(response.json().refresh_token)}`);
    expect(cookie).toMatch(/Path=\/auth\/v1; Max-Age=\d+; HttpOnly; SameSite=Strict/);
    expect(cookie).not.toContain('Secure');
  });

  it('sets a session hint readable by the web app (no token in it) beside the refresh cookie', async () => {
    await confirmedUser(app, 'hint@example.com');
    const cookies = [(await signIn(app, 'hint@example.com')).headers['set-cookie']].flat().map(String);
    expect(cookies).toContainEqual(expect.stringMatching(new RegExp(`^${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=\\d+; SameSite=Strict$`)));
  });

  it('clears the refresh cookie and the hint when a refresh from the cookie is refused', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      cookies: { [REFRESH_COOKIE]: 'revoked-or-unknown' },
    });
    expect(refused.statusCode).toBe(400);
    const cookies = [refused.headers['set-cookie']].flat().map(String);
    expect(cookies).toContainEqual(expect.stringMatching(new RegExp(`^${REFRESH_COOKIE}=; Path=/auth/v1; Max-Age=0`)));
    expect(cookies).toContainEqual(expect.stringMatching(new RegExp(`^${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0`)));
  });

  it('answers a wrong password and an unknown address identically', async () => {
    await confirmedUser(app, 'known@example.com');
    const wrong = await signIn(app, 'known@example.com', 'Wrong1234');
    const unknown = await signIn(app, 'nobody@example.com');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('rotates refresh tokens, from the body or the cookie', async () => {
    const { refreshToken } = await confirmedUser(app, 'rotate@example.com');
    const first = await refresh(app, refreshToken);
    expect(first.statusCode).toBe(200);
    expect(first.json().refresh_token).not.toBe(refreshToken);
    const viaCookie = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      cookies: { [REFRESH_COOKIE]: first.json().refresh_token },
    });
    expect(viaCookie.statusCode).toBe(200);
    expect((await refresh(app, 'unknown-token')).json().error_code).toBe('refresh_token_not_found');
  });

  it('accepts a rotated token again within the grace, and ends the whole session on a later reuse', async () => {
    const { refreshToken } = await confirmedUser(app, 'reuse@example.com');
    const rotated = sessionOf(await refresh(app, refreshToken));
    expect((await refresh(app, refreshToken)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const reuse = await refresh(app, refreshToken);
    expect(reuse.json()).toEqual({ code: 400, error_code: 'refresh_token_already_used', msg: 'Invalid Refresh Token: Already Used' });
    expect((await refresh(app, rotated.refreshToken)).json().error_code).toBe('session_not_found');
    const user = await app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(rotated.accessToken) });
    expect(user.json()).toMatchObject({ code: 401, error_code: 'session_not_found' });
  });

  it('ends sessions after inactivity', async () => {
    const idle = await createIdentityTestApp({ sessionInactivityTimeoutSeconds: 1 });
    try {
      const { refreshToken, accessToken } = await confirmedUser(idle, 'idle@example.com');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await refresh(idle, refreshToken)).json().error_code).toBe('session_expired');
      expect((await idle.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(accessToken) })).statusCode).toBe(401);
    } finally {
      await idle.close();
    }
  });

  it.each([
    ['pkce', 'provider_disabled'],
    ['id_token', 'provider_disabled'],
    ['web3', 'web3_provider_disabled'],
    ['magic', 'validation_failed'],
  ])('answers grant_type=%s with %s', async (grantType, errorCode) => {
    const response = await app.inject({ method: 'POST', url: `/auth/v1/token?grant_type=${grantType}`, payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBe(errorCode);
  });

  it('limits password failures per account and IP without locking the account for other IPs', async () => {
    await confirmedUser(app, 'victim@example.com');
    const attacker = { remoteAddress: '10.9.9.9' };
    const attempt = (password: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: 'victim@example.com', password }, remoteAddress });
    for (let i = 0; i < 5; i++) expect((await attempt('Wrong1234', attacker.remoteAddress)).statusCode).toBe(400);
    expect((await attempt(PASSWORD, attacker.remoteAddress)).json()).toMatchObject({ code: 429, error_code: 'over_request_rate_limit' });
    expect((await attempt(PASSWORD, '127.0.0.1')).statusCode).toBe(200);
  });

  it('limits requests per IP', async () => {
    const limited = await createIdentityTestApp({
      rateLimits: {
        perIp: { limit: 2, windowSeconds: 300 },
        signInFailuresPerAccountAndIp: { limit: 5, windowSeconds: 900 },
        mfaFailuresPerFactor: { limit: 5, windowSeconds: 300 },
      },
    });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await signIn(limited, 'x@example.com')).json().error_code);
      expect(codes).toEqual(['invalid_credentials', 'invalid_credentials', 'over_request_rate_limit']);
    } finally {
      await limited.close();
    }
  });
});
