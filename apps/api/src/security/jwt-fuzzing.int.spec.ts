import fc from 'fast-check';
import { fuzz } from '@receptionist/fuzz-tally';
import { AccessTokens } from '@receptionist/identity-application';
import { startTestApi, type TestApi } from '../testing/test-api';
import { signedInUser, type TestUser } from '../testing/test-users';
import { claimsOf, es256Jwt } from './attack-tokens';
import { hostileJson, hostileString } from './hostile-inputs';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value) ?? '').toString('base64url');

/** How AccessTokens.verify may refuse: a GoTrue 401 (`bad_jwt` or `session_not_found`), nothing else. */
async function refusal(verify: Promise<unknown>): Promise<string> {
  try {
    await verify;
    return 'accepted';
  } catch (error) {
    const response = (error as { getResponse?: () => unknown }).getResponse?.() as { code?: number; error_code?: string } | undefined;
    if (response?.code !== 401) throw error;
    return response.error_code ?? 'no error_code';
  }
}

describe('the JWT parser under property-based fuzzing (AccessTokens.verify)', () => {
  let api: TestApi;
  let tokens: AccessTokens;
  let user: TestUser;
  beforeAll(async () => {
    api = await startTestApi();
    tokens = api.app.get(AccessTokens);
    user = await signedInUser(api, 'client');
  });
  afterAll(() => api.close());

  it('refuses arbitrary strings with a 401', async () => {
    const token = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.string({ unit: 'binary', maxLength: 100 }),
      fc.array(fc.oneof(fc.base64String({ maxLength: 60 }), hostileString), { minLength: 1, maxLength: 5 }).map((parts) => parts.join('.')),
      fc.constantFrom('', '.', '..', '...', 'a.b.c', 'e30.e30.', 'e30.e30.e30', 'bnVsbA.e30.', 'W10.W10.W10'),
    );
    await fuzz(
      'jwt: arbitrary strings',
      fc.asyncProperty(token, async (value) => {
        expect(await refusal(tokens.verify(value))).toBe('bad_jwt');
      }),
      { numRuns: 1500 },
    );
  });

  it('refuses JWT-shaped tokens with any header, claims and signature', async () => {
    const header = fc.oneof(
      hostileJson,
      fc.record(
        {
          alg: fc.oneof(fc.constantFrom('ES256', 'none', 'None', 'HS256', 'RS256', 'es256', ''), hostileJson),
          typ: hostileJson,
          kid: fc.oneof(fc.constant(tokens?.keys.current.kid ?? ''), hostileJson),
          jku: hostileString,
          x5u: hostileString,
        },
        { requiredKeys: [] },
      ),
    );
    const token = fc
      .tuple(header, hostileJson, fc.oneof(fc.base64String({ maxLength: 90 }), fc.string({ maxLength: 20 }), fc.constant('')))
      .map(([h, c, s]) => `${b64(h)}.${b64(c)}.${s}`);
    await fuzz(
      'jwt: shaped tokens',
      fc.asyncProperty(token, async (value) => {
        expect(await refusal(tokens.verify(value))).toBe('bad_jwt');
      }),
      { numRuns: 1500 },
    );
  });

  it('accepts a token signed with the real key only with valid claims of a live session', async () => {
    const real = claimsOf(user.accessToken);
    const now = Math.floor(Date.now() / 1000);
    const claim = (honest: unknown) => fc.oneof({ weight: 2, arbitrary: fc.constant(honest) }, { weight: 1, arbitrary: hostileJson });
    const claims = fc.oneof(
      { weight: 1, arbitrary: hostileJson },
      {
        weight: 5,
        arbitrary: fc.record(
          {
            aud: fc.oneof(claim(real['aud']), fc.constant(['other', 'authenticated'])),
            iss: claim(real['iss']),
            exp: fc.oneof(claim(real['exp']), fc.integer({ min: now - 100, max: now + 100 }), fc.constantFrom(1e308, -1, '9999999999')),
            sub: fc.oneof(claim(real['sub']), fc.uuid()),
            session_id: fc.oneof(claim(real['session_id']), fc.uuid()),
            aal: claim(real['aal']),
            app_metadata: fc.oneof(claim(real['app_metadata']), fc.constant({ roles: ['admin'] })),
          },
          { requiredKeys: [] },
        ),
      },
    );
    let accepted = 0;
    await fuzz(
      'jwt: signed claims',
      fc.asyncProperty(claims, async (value) => {
        const outcome = await refusal(tokens.verify(es256Jwt(value as Record<string, unknown>, tokens.keys.current)));
        const honest = (value ?? {}) as Record<string, unknown>;
        const jwtValid =
          (honest['aud'] === real['aud'] || (Array.isArray(honest['aud']) && honest['aud'].includes(real['aud']))) &&
          honest['iss'] === real['iss'] &&
          typeof honest['exp'] === 'number' &&
          honest['exp'] > Math.floor(Date.now() / 1000);
        const valid = jwtValid && honest['sub'] === real['sub'] && honest['session_id'] === real['session_id'];
        expect(outcome).toBe(!jwtValid ? 'bad_jwt' : valid ? 'accepted' : 'session_not_found');
        if (valid) accepted++;
      }),
      { numRuns: 600 },
    );
    expect(accepted).toBeGreaterThan(0);
  });

  it('answers any Authorization header on GET /auth/v1/user and on GraphQL with 401 / UNAUTHENTICATED', async () => {
    const header = fc
      .oneof(
        fc
          .tuple(fc.constantFrom('Bearer ', 'bearer ', 'Bearer  ', 'Basic ', ''), fc.string({ maxLength: 120 }))
          .map(([scheme, value]) => scheme + value),
        fc.tuple(hostileJson, hostileJson).map(([h, c]) => `Bearer ${b64(h)}.${b64(c)}.sig`),
      )
      .filter((value) => /^[\t\x20-\x7e]*$/.test(value));
    await fuzz(
      'jwt: Authorization headers over HTTP',
      fc.asyncProperty(header, fc.boolean(), async (authorization, overGraphql) => {
        const response = overGraphql
          ? await api.app.inject({ method: 'POST', url: '/graphql', headers: { authorization }, payload: { query: '{ myClient { id } }' } })
          : await api.app.inject({ method: 'GET', url: '/auth/v1/user', headers: { authorization } });
        if (response.statusCode >= 500) throw new Error(`answered ${response.statusCode} ${response.body}`);
        if (overGraphql) expect(response.json().errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
        else expect(response.statusCode).toBe(401);
      }),
      { numRuns: 400 },
    );
  });
});
