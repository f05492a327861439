import { createPublicKey, verify } from 'node:crypto';
import { confirmedUser } from '../../testing/auth-flows';
import { createIdentityTestApp, type IdentityTestApp } from '../../testing/identity-test-app';

describe('GET /auth/v1/.well-known/jwks.json and unsupported provider endpoints', () => {
  let app: IdentityTestApp;
  beforeAll(async () => {
    app = await createIdentityTestApp();
  });
  afterAll(() => app.close());

  it('publishes the public ES256 key that verifies issued access tokens', async () => {
    const { accessToken } = await confirmedUser(app, 'jwks@example.com');
    const { keys } = (await app.inject({ method: 'GET', url: '/auth/v1/.well-known/jwks.json' })).json();
    const [header, payload, signature] = accessToken.split('.');
    const { kid, alg } = JSON.parse(Buffer.from(header, 'base64url').toString());
    expect(alg).toBe('ES256');
    const jwk = keys.find((key: { kid: string }) => key.kid === kid);
    expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwk).not.toHaveProperty('d');
    const publicKey = createPublicKey({ key: jwk, format: 'jwk' });
    expect(
      verify('sha256', Buffer.from(`${header}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url')),
    ).toBe(true);
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({
      aud: 'authenticated',
      iss: 'http://localhost:3999/auth/v1',
      role: 'authenticated',
      email: 'jwks@example.com',
      aal: 'aal1',
      app_metadata: { roles: ['client'] },
      session_id: expect.any(String),
    });
  });

  it.each([
    ['GET', '/auth/v1/authorize?provider=google', 400, 'provider_disabled'],
    ['POST', '/auth/v1/sso', 404, 'sso_provider_not_found'],
    ['GET', '/auth/v1/user/identities/authorize', 404, 'manual_linking_disabled'],
    ['DELETE', '/auth/v1/user/identities/abc', 404, 'manual_linking_disabled'],
  ] as const)('%s %s answers %i %s', async (method, url, status, errorCode) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code: status, error_code: errorCode, msg: expect.any(String) });
  });
});
