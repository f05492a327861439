import fc from 'fast-check';
import { fuzz } from '@receptionist/fuzz-tally';
import { startTestApi, type TestApi } from '../testing/test-api';
import { signedInUser, TEST_PASSWORD, type TestUser } from '../testing/test-users';
import { forgedTokens } from './attack-tokens';
import { bearerHeader, contentType, extraHeaders, fieldValue, honestOr, hostileString, shapedBody, sourceAddress, wireBody } from './hostile-inputs';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Target {
  name: string;
  method: Method;
  /** The path and query, fuzzed where the route has parameters. */
  url: fc.Arbitrary<string>;
  /** The honest body's fields (each fuzzed or missing); none for routes without a body. */
  body?: Record<string, fc.Arbitrary<unknown>>;
}

const path = (template: (value: string) => string, honest: string[]) =>
  fc.oneof(fc.constantFrom(...honest), hostileString).map((value) => template(encodeURIComponent(value)));

/** Addresses and passwords the product's own rules accept, so the handlers past validation are reached too. */
const honestEmail = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9.+-]{0,12}[a-z0-9]$/), fc.constantFrom('example.com', 'dealer.example', 'xn--bcher-kva.example'))
  .map(([local, domain]) => `${local}@${domain}`);
/** Real refresh tokens of the route's user (filled before each route's fuzzing), some already used or revoked. */
const refreshTokens: string[] = [];
const refreshToken = honestOr(fc.nat().map((index) => refreshTokens[index % Math.max(refreshTokens.length, 1)] ?? 'none'));
const email = honestOr(fc.oneof(honestEmail, fc.emailAddress()));
const password = honestOr(
  fc.oneof(fc.constant(TEST_PASSWORD), fc.stringMatching(/^[A-Z][a-z]{5,20}\d{1,3}$/), fc.string({ minLength: 8, maxLength: 72 })),
);

/** Every /auth/v1 route the API serves, with the fields its honest callers send. */
const TARGETS: Target[] = [
  {
    name: 'POST /signup',
    method: 'POST',
    url: path((redirect) => `/auth/v1/signup?redirect_to=${redirect}`, ['http://localhost:4200/auth/confirm']),
    body: {
      email,
      password,
      data: honestOr(shapedBody({ full_name: honestOr(fc.stringMatching(/^[A-Z][a-z]{1,15}( [A-Z][a-z]{1,15})?$/)) })),
      gotrue_meta_security: fieldValue,
    },
  },
  { name: 'POST /token?grant_type=password', method: 'POST', url: fc.constant('/auth/v1/token?grant_type=password'), body: { email, password } },
  {
    name: 'POST /token?grant_type=refresh_token',
    method: 'POST',
    url: fc.constant('/auth/v1/token?grant_type=refresh_token'),
    body: { refresh_token: refreshToken },
  },
  {
    name: 'POST /token?grant_type=*',
    method: 'POST',
    url: path((grant) => `/auth/v1/token?grant_type=${grant}`, ['pkce', 'id_token', 'web3', '']),
    body: { email, password, refresh_token: fieldValue },
  },
  {
    name: 'POST /verify',
    method: 'POST',
    url: fc.constant('/auth/v1/verify'),
    body: {
      type: honestOr(fc.constantFrom('signup', 'recovery', 'magiclink', 'email_change', 'invite', 'email')),
      token_hash: fieldValue,
      token: honestOr(fc.stringMatching(/^\d{6}$/)),
      email,
    },
  },
  {
    name: 'POST /recover',
    method: 'POST',
    url: path((redirect) => `/auth/v1/recover?redirect_to=${redirect}`, ['http://localhost:4200/']),
    body: { email },
  },
  {
    name: 'POST /otp',
    method: 'POST',
    url: fc.constant('/auth/v1/otp'),
    body: { email, create_user: fieldValue, data: fieldValue, phone: fieldValue },
  },
  {
    name: 'POST /resend',
    method: 'POST',
    url: fc.constant('/auth/v1/resend'),
    body: { type: honestOr(fc.constantFrom('signup', 'email_change')), email },
  },
  { name: 'POST /email-change/cancel', method: 'POST', url: fc.constant('/auth/v1/email-change/cancel'), body: { token_hash: fieldValue } },
  { name: 'GET /reauthenticate', method: 'GET', url: fc.constant('/auth/v1/reauthenticate') },
  { name: 'GET /user', method: 'GET', url: fc.constant('/auth/v1/user') },
  {
    name: 'PUT /user',
    method: 'PUT',
    url: fc.constant('/auth/v1/user'),
    body: {
      data: honestOr(shapedBody({ full_name: honestOr(fc.stringMatching(/^[A-Z][a-z]{1,15}( [A-Z][a-z]{1,15})?$/)) })),
      email,
      password,
      current_password: password,
      nonce: fieldValue,
    },
  },
  {
    name: 'POST /factors',
    method: 'POST',
    url: fc.constant('/auth/v1/factors'),
    body: { factor_type: honestOr(fc.constantFrom('totp', 'phone', 'webauthn')), friendly_name: fieldValue, issuer: fieldValue },
  },
  {
    name: 'POST /factors/:id/challenge',
    method: 'POST',
    url: path((id) => `/auth/v1/factors/${id}/challenge`, ['00000000-0000-0000-0000-000000000000']),
    body: { channel: fieldValue },
  },
  {
    name: 'POST /factors/:id/verify',
    method: 'POST',
    url: path((id) => `/auth/v1/factors/${id}/verify`, ['00000000-0000-0000-0000-000000000000']),
    body: { challenge_id: fieldValue, code: honestOr(fc.stringMatching(/^\d{6}$/)) },
  },
  { name: 'DELETE /factors/:id', method: 'DELETE', url: path((id) => `/auth/v1/factors/${id}`, ['00000000-0000-0000-0000-000000000000']) },
  { name: 'GET /sessions', method: 'GET', url: fc.constant('/auth/v1/sessions') },
  { name: 'DELETE /sessions/:id', method: 'DELETE', url: path((id) => `/auth/v1/sessions/${id}`, ['00000000-0000-0000-0000-000000000000']) },
  { name: 'POST /logout?scope=*', method: 'POST', url: path((scope) => `/auth/v1/logout?scope=${scope}`, ['local', 'others', 'global']) },
  {
    name: 'GET /authorize and /user/identities',
    method: 'GET',
    url: path((provider) => `/auth/v1/authorize?provider=${provider}`, ['google', 'github']),
  },
  { name: 'GET /.well-known/jwks.json', method: 'GET', url: path((query) => `/auth/v1/.well-known/jwks.json?${query}`, ['']) },
];

const RUNS_PER_TARGET = Number(process.env['FUZZ_RUNS'] ?? 110);

describe('/auth/v1 under property-based fuzzing', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it.each(TARGETS.map((target) => [target.name, target] as const))(
    '%s never answers 5xx and stores nothing for a refused request',
    async (name, target) => {
      // A user of its own per route: a fuzzed logout or password change must not blunt the other routes' fuzzing.
      const user: TestUser = await signedInUser(api, 'client');
      refreshTokens.length = 0;
      for (let index = 0; index < 3; index++) {
        const signIn = await api.app.inject({
          method: 'POST',
          url: '/auth/v1/token?grant_type=password',
          remoteAddress: `10.200.${TARGETS.indexOf(target)}.${index}`,
          payload: { email: user.email, password: TEST_PASSWORD },
        });
        refreshTokens.push(signIn.json().refresh_token as string);
      }
      const forged = forgedTokens(api, user);
      const request = fc.record({
        url: target.url,
        body: wireBody(shapedBody(target.body ?? {})),
        contentType,
        bearer: bearerHeader([user.accessToken, forged.expired, forged.foreignKey, forged.algNone]),
        headers: extraHeaders,
        ip: sourceAddress,
        sendBody: fc.boolean(),
      });
      await fuzz(
        `auth REST: ${name}`,
        fc.asyncProperty(request, async (input) => {
          const headBefore = await api.platform.eventStore.headPosition();
          const withBody = target.method !== 'GET' && (target.body !== undefined || input.sendBody);
          const response = await api.app.inject({
            method: target.method,
            url: input.url,
            remoteAddress: input.ip,
            headers: { ...input.headers, ...input.bearer, ...(withBody && input.contentType ? { 'content-type': input.contentType } : {}) },
            ...(withBody ? { payload: input.body } : {}),
          });
          if (response.statusCode >= 500) throw new Error(`${target.method} ${input.url} answered ${response.statusCode} ${response.body}`);
          if (response.statusCode >= 400) expect(await api.platform.eventStore.headPosition()).toBe(headBefore);
        }),
        { numRuns: RUNS_PER_TARGET },
      );
    },
    60_000,
  );
});

describe('/auth/v1 attacks the fuzzing found', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'POST /verify with type %s is a 400 validation_failed, not a 500',
    async (type) => {
      const response = await api.app.inject({ method: 'POST', url: '/auth/v1/verify', payload: { type, token: '000000', email: 'a@example.com' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, error_code: 'validation_failed' });
    },
  );

  it('POST /factors with a 2,000-character issuer is a 400 validation_failed, not a 500 (its QR code cannot hold it)', async () => {
    const user = await signedInUser(api, 'client');
    const response = await api.app.inject({
      method: 'POST',
      url: '/auth/v1/factors',
      headers: user.headers,
      payload: { factor_type: 'totp', issuer: 'a'.repeat(2000) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, error_code: 'validation_failed' });
    expect((await api.app.inject({ method: 'GET', url: '/auth/v1/user', headers: user.headers })).json().factors).toEqual([]);
  });
});
