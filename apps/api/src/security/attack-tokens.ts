import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { AccessTokens } from '@receptionist/identity-application';
import { generate } from 'otplib';
import type { TestApi } from '../testing/test-api';
import { signedInUser, TEST_PASSWORD, type TestUser } from '../testing/test-users';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The claims of an access token, decoded without verification (what an attacker can read). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
}

/** An ES256 JWT signed with any key, with any header fields on top of `alg`, `typ` and `kid`. */
export function es256Jwt(claims: Record<string, unknown>, key: { kid: string; privateKey: KeyObject }, header: Record<string, unknown> = {}): string {
  const input = `${b64({ alg: 'ES256', typ: 'JWT', kid: key.kid, ...header })}.${b64(claims)}`;
  return `${input}.${sign('sha256', Buffer.from(input), { key: key.privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
}

/** Tokens an attacker can make from one real token of `victim`: a foreign key, alg none, an expired one. */
export function forgedTokens(api: TestApi, victim: TestUser) {
  const current = api.app.get(AccessTokens).keys.current;
  const claims = claimsOf(victim.accessToken);
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    /** Same kid as the server's key, signed with the attacker's own key. */
    foreignKey: es256Jwt({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 }, { kid: current.kid, privateKey }),
    algNone: `${b64({ alg: 'none', typ: 'JWT', kid: current.kid })}.${b64({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 })}.`,
    /** Signed with the server's real key, one second past its expiry. */
    expired: es256Jwt({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 }, current),
  };
}

/** A second session of `user` that was then logged out: its access token is still unexpired. */
export async function revokedSessionToken(api: TestApi, user: TestUser): Promise<string> {
  const signIn = await api.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  const token = signIn.json().access_token as string;
  const logout = await api.app.inject({ method: 'POST', url: '/auth/v1/logout?scope=local', headers: { authorization: `Bearer ${token}` } });
  if (logout.statusCode !== 204) throw new Error(`Logout failed: ${logout.statusCode} ${logout.body}`);
  return token;
}

/** A user with a verified TOTP factor: its aal2 session, and a password-only (aal1) session of a new sign-in. */
export async function mfaUser(api: TestApi, role: 'admin' | 'client'): Promise<{ user: TestUser; aal1: string; aal2: string }> {
  const user = await signedInUser(api, role);
  const inject = api.app.inject.bind(api.app);
  const factor = (await inject({ method: 'POST', url: '/auth/v1/factors', headers: user.headers, payload: { factor_type: 'totp' } })).json();
  const challenge = (await inject({ method: 'POST', url: `/auth/v1/factors/${factor.id}/challenge`, headers: user.headers })).json();
  const verified = await inject({
    method: 'POST',
    url: `/auth/v1/factors/${factor.id}/verify`,
    headers: user.headers,
    payload: { challenge_id: challenge.id, code: await generate({ secret: factor.totp.secret }) },
  });
  const signIn = await inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: user.email, password: TEST_PASSWORD } });
  return { user, aal2: verified.json().access_token, aal1: signIn.json().access_token };
}
