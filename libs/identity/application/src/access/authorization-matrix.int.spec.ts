import { generateKeyPairSync } from 'node:crypto';
import { Controller, Get, UseGuards } from '@nestjs/common';
import { CreateAdminService } from '../commands/admin/create-admin.service';
import { AccessTokens, type AuthContext } from '../sessions/access-tokens';
import { bearer, confirmedUser, PASSWORD, sessionOf, signIn } from '../testing/auth-flows';
import { createIdentityTestApp, type IdentityTestApp } from '../testing/identity-test-app';
import { signJwt } from '../tokens/jwt';
import { AdminGuard, AuthGuard, CurrentUser } from './auth.guard';

/** How another context's controller uses the guards. */
@Controller('test')
class GuardedController {
  @Get('me')
  @UseGuards(AuthGuard)
  me(@CurrentUser() auth: AuthContext) {
    return { userId: auth.userId };
  }

  @Get('admin')
  @UseGuards(AdminGuard)
  admin() {
    return { ok: true };
  }
}

type Caller = 'anonymous' | 'client' | 'admin' | 'wrong key' | 'alg none' | 'expired' | 'revoked session';

const ENDPOINTS: { name: string; method: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: string; payload?: object; allowed: number; adminOnly?: boolean }[] =
  [
    { name: 'GET /user', method: 'GET', url: '/auth/v1/user', allowed: 200 },
    { name: 'PUT /user', method: 'PUT', url: '/auth/v1/user', payload: { data: { full_name: 'Valid Name' } }, allowed: 200 },
    { name: 'POST /logout?scope=others', method: 'POST', url: '/auth/v1/logout?scope=others', allowed: 204 },
    { name: 'GET /reauthenticate', method: 'GET', url: '/auth/v1/reauthenticate', allowed: 200 },
    { name: 'POST /factors', method: 'POST', url: '/auth/v1/factors', payload: { factor_type: 'totp' }, allowed: 200 },
    { name: 'GET /sessions', method: 'GET', url: '/auth/v1/sessions', allowed: 200 },
    { name: 'DELETE /sessions/{unknown}', method: 'DELETE', url: '/auth/v1/sessions/unknown', allowed: 404 },
    { name: 'AuthGuard route', method: 'GET', url: '/test/me', allowed: 200 },
    { name: 'AdminGuard route', method: 'GET', url: '/test/admin', allowed: 200, adminOnly: true },
  ];

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('authorization matrix', () => {
  let app: IdentityTestApp;
  const tokens = new Map<Caller, string | null>();

  beforeAll(async () => {
    app = await createIdentityTestApp({}, [GuardedController]);
    const client = await confirmedUser(app, 'client@example.com');
    await app.app.get(CreateAdminService).createAdmin({ email: 'admin@example.com', password: PASSWORD });
    const admin = sessionOf(await signIn(app, 'admin@example.com'));
    const revoked = sessionOf(await signIn(app, 'client@example.com'));
    await app.inject({ method: 'POST', url: '/auth/v1/logout?scope=local', headers: bearer(revoked.accessToken) });

    const keys = app.app.get(AccessTokens).keys;
    const claims = JSON.parse(Buffer.from(client.accessToken.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const foreignKey = { kid: keys.current.kid, privateKey, publicKey, publicJwk: {} };
    tokens.set('anonymous', null);
    tokens.set('client', client.accessToken);
    tokens.set('admin', admin.accessToken);
    tokens.set('wrong key', signJwt(claims, foreignKey));
    tokens.set('alg none', `${b64({ alg: 'none', typ: 'JWT', kid: keys.current.kid })}.${b64(claims)}.`);
    tokens.set('expired', signJwt({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 }, keys.current));
    tokens.set('revoked session', revoked.accessToken);
  });
  afterAll(() => app.close());

  const expected = (caller: Caller, endpoint: (typeof ENDPOINTS)[number]) => {
    if (caller === 'admin') return endpoint.allowed;
    if (caller === 'client') return endpoint.adminOnly ? 403 : endpoint.allowed;
    return 401;
  };

  const callers: Caller[] = ['anonymous', 'client', 'admin', 'wrong key', 'alg none', 'expired', 'revoked session'];
  const cases = ENDPOINTS.flatMap((endpoint) => callers.map((caller) => [endpoint.name, caller, endpoint] as const));

  it.each(cases)('%s as %s', async (_name, caller, endpoint) => {
    const token = tokens.get(caller);
    const response = await app.inject({
      method: endpoint.method,
      url: endpoint.url,
      headers: token ? bearer(token) : {},
      ...(endpoint.payload ? { payload: endpoint.payload } : {}),
    });
    expect(response.statusCode).toBe(expected(caller, endpoint));
    if (response.statusCode === 401) {
      expect(response.json().error_code).toBe(
        { anonymous: 'no_authorization', 'revoked session': 'session_not_found' }[caller as string] ?? 'bad_jwt',
      );
    }
  });

  it('promotes an existing user at once: AdminGuard reads the roles from the account, not from the token', async () => {
    const promoted = await confirmedUser(app, 'promoted@example.com');
    await app.app.get(CreateAdminService).createAdmin({ email: 'promoted@example.com', password: PASSWORD, promote: true });
    const admin = sessionOf(await signIn(app, 'promoted@example.com'));
    expect((await app.inject({ method: 'GET', url: '/test/admin', headers: bearer(admin.accessToken) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/test/admin', headers: bearer(promoted.accessToken) })).statusCode).toBe(200);
  });
});
