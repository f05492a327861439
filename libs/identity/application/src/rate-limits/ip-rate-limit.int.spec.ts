import { bearer, confirmedUser } from '../testing/auth-flows';
import { createIdentityTestApp, type IdentityTestApp } from '../testing/identity-test-app';

/** Every route that counts requests per client IP by the route's own counter; refused requests count too. */
const LIMITED_ROUTES: { name: string; method: 'GET' | 'POST'; url: string; payload?: object; signedIn?: true }[] = [
  { name: 'sign-up', method: 'POST', url: '/auth/v1/signup', payload: { email: 'not-an-address', password: 'x' } },
  { name: 'verify', method: 'POST', url: '/auth/v1/verify', payload: { type: 'signup', token_hash: 'unknown' } },
  { name: 'recover', method: 'POST', url: '/auth/v1/recover', payload: { email: 'not-an-address' } },
  { name: 'magic link', method: 'POST', url: '/auth/v1/otp', payload: { email: 'not-an-address' } },
  { name: 'resend', method: 'POST', url: '/auth/v1/resend', payload: { type: 'signup', email: 'not-an-address' } },
  { name: 'stop an e-mail change', method: 'POST', url: '/auth/v1/email-change/cancel', payload: { token_hash: 'unknown' } },
  { name: 'reauthenticate', method: 'GET', url: '/auth/v1/reauthenticate', signedIn: true },
  { name: 'MFA challenge', method: 'POST', url: '/auth/v1/factors/unknown-factor/challenge', signedIn: true },
  {
    name: 'MFA verify',
    method: 'POST',
    url: '/auth/v1/factors/unknown-factor/verify',
    payload: { challenge_id: 'x', code: '000000' },
    signedIn: true,
  },
];

describe('per-IP request limits', () => {
  let app: IdentityTestApp;
  let accessToken: string;
  beforeAll(async () => {
    app = await createIdentityTestApp({
      rateLimits: {
        perIp: { limit: 2, windowSeconds: 300 },
        signInFailuresPerAccountAndIp: { limit: 5, windowSeconds: 900 },
        mfaFailuresPerFactor: { limit: 50, windowSeconds: 300 },
      },
    });
    // Signed in from another address, so the sign-in counts against no route below.
    accessToken = (await confirmedUser(app, 'limits@example.com')).accessToken;
  });
  afterAll(() => app.close());

  it.each(LIMITED_ROUTES.map((route, index) => ({ ...route, remoteAddress: `10.20.0.${index + 1}` })))(
    '$name: the third request from one IP within the window gets 429, another IP is still answered',
    async ({ method, url, payload, signedIn, remoteAddress }) => {
      const headers = signedIn ? bearer(accessToken) : {};
      const request = (from: string) => app.inject({ method, url, payload, headers, remoteAddress: from });
      const errorCode = async (from: string) => (await request(from)).json().error_code;
      expect([await errorCode(remoteAddress), await errorCode(remoteAddress)]).not.toContain('over_request_rate_limit');
      expect((await request(remoteAddress)).json()).toMatchObject({ code: 429, error_code: 'over_request_rate_limit' });
      expect(await errorCode('10.30.0.1')).not.toBe('over_request_rate_limit');
    },
  );
});
