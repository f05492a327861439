import { generate } from 'otplib';
import { startLiveTestApi, type LiveTestApi } from './testing/live-sockets';
import { signedInUser, TEST_PASSWORD, type TestUser } from './testing/test-users';

/** A user who enrolled and verified an authenticator must pass it (aal2) before using the product. */
describe('MFA assurance level', () => {
  let live: LiveTestApi;
  let user: TestUser;
  let aal1Token: string;
  let aal2Token: string;

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const inject = (options: Parameters<LiveTestApi['api']['app']['inject']>[0]) => live.api.app.inject(options);
  const myClient = (token: string) =>
    inject({ method: 'POST', url: '/graphql', headers: bearer(token), payload: { query: '{ myClient { businessName } }' } }).then((r) => r.json());

  beforeAll(async () => {
    live = await startLiveTestApi();
    user = await signedInUser(live.api, 'client');
    const factor = (await inject({ method: 'POST', url: '/auth/v1/factors', headers: user.headers, payload: { factor_type: 'totp' } })).json();
    const challenge = (await inject({ method: 'POST', url: `/auth/v1/factors/${factor.id}/challenge`, headers: user.headers })).json();
    const code = await generate({ secret: factor.totp.secret });
    const verified = await inject({
      method: 'POST',
      url: `/auth/v1/factors/${factor.id}/verify`,
      headers: user.headers,
      payload: { challenge_id: challenge.id, code },
    });
    aal2Token = verified.json().access_token;
    const signIn = await inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    aal1Token = signIn.json().access_token;
  });
  afterAll(() => live.close());

  it('refuses the product to a password-only session and serves it after the authenticator step', async () => {
    const refused = await myClient(aal1Token);
    // myClient is nullable (null while the record is being opened): the refusal nulls the field, not the whole answer.
    expect(refused.data?.myClient ?? null).toBeNull();
    expect(refused.errors[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(refused.errors[0].message).toMatch(/AAL2/);

    expect((await myClient(aal2Token)).data.myClient.businessName).toBe('My Business');
  });

  it('lets a password-only session read its user and pass the MFA step, but not change the account', async () => {
    expect((await inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(aal1Token) })).statusCode).toBe(200);
    const change = await inject({ method: 'PUT', url: '/auth/v1/user', headers: bearer(aal1Token), payload: { data: { full_name: 'Mallory' } } });
    expect(change.statusCode).toBe(403);
    expect(change.json().error_code).toBe('insufficient_aal');
    const allowed = await inject({ method: 'PUT', url: '/auth/v1/user', headers: bearer(aal2Token), payload: { data: { full_name: 'Ada' } } });
    expect(allowed.statusCode).toBe(200);
  });

  it('refuses live updates to a password-only session', async () => {
    await expect(live.connect({ token: aal1Token })).rejects.toThrow('unauthorized');
    const { socket } = await live.connect({ token: aal2Token });
    expect(socket.connected).toBe(true);
  });
});
