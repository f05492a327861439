import { bearer, confirmedUser, lastCode, lastLinkToken, PASSWORD, sessionOf, signIn } from '../../testing/auth-flows';
import { createIdentityTestApp, type IdentityTestApp } from '../../testing/identity-test-app';

describe('GET/PUT /auth/v1/user, logout and sessions', () => {
  let app: IdentityTestApp;
  beforeAll(async () => {
    app = await createIdentityTestApp();
  });
  afterAll(() => app.close());

  const getUser = (token: string) => app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(token) });
  const putUser = (token: string, payload: object) => app.inject({ method: 'PUT', url: '/auth/v1/user', headers: bearer(token), payload });

  it('returns the GoTrue user with the client role and updates the full name', async () => {
    const { accessToken, userId } = await confirmedUser(app, 'me@example.com');
    expect((await getUser(accessToken)).json()).toMatchObject({
      id: userId,
      email: 'me@example.com',
      app_metadata: { roles: ['client'] },
      user_metadata: { full_name: 'Ada Lovelace' },
      factors: [],
    });
    expect((await putUser(accessToken, { data: { full_name: '  Ada King ' } })).json().user_metadata.full_name).toBe('Ada King');
    expect((await putUser(accessToken, { data: { full_name: 'A' } })).json()).toMatchObject({ code: 400, error_code: 'validation_failed' });
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const here = await confirmedUser(app, 'pw@example.com');
    const elsewhere = sessionOf(await signIn(app, 'pw@example.com'));
    expect((await putUser(here.accessToken, { password: 'Newer1234' })).json().error_code).toBe('reauthentication_needed');
    expect((await putUser(here.accessToken, { password: 'Newer1234', current_password: 'Wrong1234' })).json().error_code).toBe(
      'current_password_mismatch',
    );
    expect((await putUser(here.accessToken, { password: 'weak', current_password: PASSWORD })).json().error_code).toBe('weak_password');
    expect((await putUser(here.accessToken, { password: 'Newer1234', current_password: PASSWORD })).statusCode).toBe(200);
    expect((await getUser(here.accessToken)).statusCode).toBe(200);
    expect((await getUser(elsewhere.accessToken)).json().error_code).toBe('session_not_found');
    expect((await signIn(app, 'pw@example.com')).json().error_code).toBe('invalid_credentials');
    expect((await signIn(app, 'pw@example.com', 'Newer1234')).statusCode).toBe(200);
  });

  it('changes nothing when one part of the request is refused (no half-applied PUT /user)', async () => {
    const { accessToken } = await confirmedUser(app, 'atomic@example.com');
    const fullName = async () => (await getUser(accessToken)).json().user_metadata.full_name;
    expect((await putUser(accessToken, { data: { full_name: 'Mallory' }, password: 'Newer1234' })).json().error_code).toBe('reauthentication_needed');
    expect(await fullName()).toBe('Ada Lovelace');
    const badEmail = { password: 'Newer1234', current_password: PASSWORD, email: 'not-an-address' };
    expect((await putUser(accessToken, badEmail)).json().error_code).toBe('email_address_invalid');
    expect((await signIn(app, 'atomic@example.com', 'Newer1234')).json().error_code).toBe('invalid_credentials');
    expect((await signIn(app, 'atomic@example.com')).statusCode).toBe(200);
  });

  it('accepts a reauthentication code as the proof for a password change', async () => {
    const { accessToken } = await confirmedUser(app, 'nonce@example.com');
    expect((await app.inject({ method: 'GET', url: '/auth/v1/reauthenticate', headers: bearer(accessToken) })).statusCode).toBe(200);
    const nonce = await lastCode(app, 'nonce@example.com');
    expect((await putUser(accessToken, { password: 'Nonce1234', nonce: '000000' === nonce ? '111111' : '000000' })).json().error_code).toBe(
      'reauthentication_not_valid',
    );
    expect((await putUser(accessToken, { password: 'Nonce1234', nonce })).statusCode).toBe(200);
  });

  it('changes the e-mail after the new address confirms it', async () => {
    const { accessToken } = await confirmedUser(app, 'old@example.com');
    await confirmedUser(app, 'other@example.com');
    // A taken address is answered like a free one (no enumeration); its change can never complete.
    expect((await putUser(accessToken, { email: 'other@example.com', current_password: PASSWORD })).statusCode).toBe(200);
    const requested = await putUser(accessToken, { email: 'New@Example.com', current_password: PASSWORD });
    expect(requested.json()).toMatchObject({ email: 'old@example.com', new_email: 'new@example.com' });
    const verified = await app.inject({
      method: 'POST',
      url: '/auth/v1/verify',
      payload: { type: 'email_change', token_hash: await lastLinkToken(app, 'new@example.com') },
    });
    expect(verified.json().user).toMatchObject({ email: 'new@example.com' });
    expect((await signIn(app, 'new@example.com')).statusCode).toBe(200);
    expect((await signIn(app, 'old@example.com')).json().error_code).toBe('invalid_credentials');
  });

  it('voids a reauthentication code after 5 wrong tries: even the right code fails afterwards', async () => {
    const { accessToken } = await confirmedUser(app, 'nonce-guess@example.com');
    await app.inject({ method: 'GET', url: '/auth/v1/reauthenticate', headers: bearer(accessToken) });
    const nonce = await lastCode(app, 'nonce-guess@example.com');
    const wrong = (i: number) => String((Number(nonce) + 1 + i) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      expect((await putUser(accessToken, { password: 'Guessed1234', nonce: wrong(i) })).json().error_code).toBe('reauthentication_not_valid');
    }
    expect((await putUser(accessToken, { password: 'Guessed1234', nonce })).json().error_code).toBe('reauthentication_not_valid');
    expect((await signIn(app, 'nonce-guess@example.com')).statusCode).toBe(200);
  });

  it('slows down current_password guessing per user without a long lock-out', async () => {
    const { accessToken } = await confirmedUser(app, 'pw-guess@example.com');
    for (let i = 0; i < 5; i++) {
      const guess = await putUser(accessToken, { password: 'Guessed1234', current_password: `Wrong${i}234` });
      expect(guess.json().error_code).toBe('current_password_mismatch');
    }
    // Even the right password waits out the short cooldown...
    expect((await putUser(accessToken, { password: 'Guessed1234', current_password: PASSWORD })).json()).toMatchObject({
      code: 429,
      error_code: 'over_request_rate_limit',
    });
    // ...which is short: the owner goes on a moment later.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await putUser(accessToken, { password: 'Guessed1234', current_password: PASSWORD })).statusCode).toBe(200);
  });

  it('lists the live sessions and ends one of them', async () => {
    const list = async (token: string) =>
      (await app.inject({ method: 'GET', url: '/auth/v1/sessions', headers: bearer(token) })).json() as { id: string; current: boolean }[];
    const first = await confirmedUser(app, 'devices@example.com');
    const second = sessionOf(await signIn(app, 'devices@example.com'));
    const listed = await list(first.accessToken);
    // The confirmation link signed in too: three sessions, one of them the caller's.
    expect(listed).toHaveLength(3);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    const secondId = (await list(second.accessToken)).find((s) => s.current)?.id;
    expect((await app.inject({ method: 'DELETE', url: `/auth/v1/sessions/${secondId}`, headers: bearer(first.accessToken) })).statusCode).toBe(204);
    expect((await getUser(second.accessToken)).statusCode).toBe(401);
    expect((await list(first.accessToken)).map((s) => s.id)).not.toContain(secondId);
    const stranger = await confirmedUser(app, 'stranger@example.com');
    const ownId = listed.find((s) => s.current)?.id;
    expect((await app.inject({ method: 'DELETE', url: `/auth/v1/sessions/${ownId}`, headers: bearer(stranger.accessToken) })).json()).toMatchObject({
      code: 404,
      error_code: 'session_not_found',
    });
  });

  it.each([
    ['local', [401, 200, 200]],
    ['others', [200, 401, 401]],
    ['global', [401, 401, 401]],
  ])('logout?scope=%s ends the right sessions', async (scope, expected) => {
    const email = `logout-${scope}@example.com`;
    const sessions = [await confirmedUser(app, email), sessionOf(await signIn(app, email)), sessionOf(await signIn(app, email))];
    const response = await app.inject({ method: 'POST', url: `/auth/v1/logout?scope=${scope}`, headers: bearer(sessions[0].accessToken) });
    expect(response.statusCode).toBe(204);
    const statuses = await Promise.all(sessions.map(async (s) => (await getUser(s.accessToken)).statusCode));
    expect(statuses).toEqual(expected);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: sessions[2].refreshToken },
    });
    expect(refreshed.statusCode).toBe(expected[2] === 401 ? 400 : 200);
  });
});
