import { generate } from 'otplib';
import { bearer, confirmedUser, sessionOf, signIn } from '../../testing/auth-flows';
import { createIdentityTestApp, type IdentityTestApp } from '../../testing/identity-test-app';

describe('MFA TOTP factors', () => {
  let app: IdentityTestApp;
  beforeAll(async () => {
    app = await createIdentityTestApp();
  });
  afterAll(() => app.close());

  const post = (token: string, url: string, payload: object = {}) => app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const challengeAndVerify = async (token: string, factorId: string, code: string) => {
    const challenge = (await post(token, `/auth/v1/factors/${factorId}/challenge`)).json();
    return post(token, `/auth/v1/factors/${factorId}/verify`, { challenge_id: challenge.id, code });
  };

  it('enrolls a TOTP factor, verifies it to aal2, accepts a code once, and guards removal with aal2', async () => {
    const { accessToken } = await confirmedUser(app, 'mfa@example.com');
    const enrolled = (await post(accessToken, '/auth/v1/factors', { factor_type: 'totp', friendly_name: 'Phone' })).json();
    expect(enrolled).toMatchObject({ type: 'totp', friendly_name: 'Phone' });
    expect(enrolled.totp.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(enrolled.totp.qr_code).toMatch(/^<svg[\s>]/); // SVG markup, as GoTrue: auth-js adds the data: prefix itself
    expect(enrolled.totp.qr_code).toContain('</svg>');
    const unverified = (await app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(accessToken) })).json();
    expect(unverified.factors).toEqual([expect.objectContaining({ id: enrolled.id, status: 'unverified', factor_type: 'totp' })]);

    expect((await challengeAndVerify(accessToken, enrolled.id, '000000')).json()).toMatchObject({ code: 422, error_code: 'mfa_verification_failed' });
    const code = await generate({ secret: enrolled.totp.secret });
    const verified = await challengeAndVerify(accessToken, enrolled.id, code);
    expect(verified.statusCode).toBe(200);
    const aal2 = sessionOf(verified);
    const claims = JSON.parse(Buffer.from(aal2.accessToken.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ aal: 'aal2' });
    expect((await app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(aal2.accessToken) })).json().factors[0].status).toBe('verified');

    // A new sign-in starts at aal1: the same code is refused (used once), removal and new factors need aal2.
    const aal1 = sessionOf(await signIn(app, 'mfa@example.com'));
    expect((await challengeAndVerify(aal1.accessToken, enrolled.id, code)).json().error_code).toBe('mfa_verification_failed');
    expect((await app.inject({ method: 'DELETE', url: `/auth/v1/factors/${enrolled.id}`, headers: bearer(aal1.accessToken) })).json()).toMatchObject({
      code: 403,
      error_code: 'insufficient_aal',
    });
    expect((await post(aal1.accessToken, '/auth/v1/factors', { factor_type: 'totp', friendly_name: 'Second' })).json().error_code).toBe(
      'insufficient_aal',
    );
    const removed = await app.inject({ method: 'DELETE', url: `/auth/v1/factors/${enrolled.id}`, headers: bearer(aal2.accessToken) });
    expect(removed.json()).toEqual({ id: enrolled.id });
    expect((await app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(aal2.accessToken) })).json().factors).toEqual([]);
  });

  it('answers unknown factors, unsupported factor types and stale challenges with GoTrue codes', async () => {
    const { accessToken } = await confirmedUser(app, 'mfa-errors@example.com');
    expect((await post(accessToken, '/auth/v1/factors', { factor_type: 'phone' })).json().error_code).toBe('mfa_phone_enroll_not_enabled');
    expect((await post(accessToken, '/auth/v1/factors', { factor_type: 'webauthn' })).json().error_code).toBe('mfa_webauthn_enroll_not_enabled');
    expect((await post(accessToken, '/auth/v1/factors/nope/challenge')).json()).toMatchObject({ code: 404, error_code: 'mfa_factor_not_found' });
    const factor = (await post(accessToken, '/auth/v1/factors', { factor_type: 'totp', friendly_name: 'A' })).json();
    expect((await post(accessToken, '/auth/v1/factors', { factor_type: 'totp', friendly_name: 'A' })).json().error_code).toBe(
      'mfa_factor_name_conflict',
    );
    expect((await post(accessToken, `/auth/v1/factors/${factor.id}/verify`, { challenge_id: 'nope', code: '123456' })).json().error_code).toBe(
      'mfa_challenge_not_found',
    );
  });

  it('stops accepting codes for a factor after repeated failures', async () => {
    const { accessToken } = await confirmedUser(app, 'mfa-brute@example.com');
    const factor = (await post(accessToken, '/auth/v1/factors', { factor_type: 'totp' })).json();
    for (let i = 0; i < 5; i++) await challengeAndVerify(accessToken, factor.id, '000000');
    const code = await generate({ secret: factor.totp.secret });
    expect((await challengeAndVerify(accessToken, factor.id, code)).json().error_code).toBe('over_request_rate_limit');
  });
});
