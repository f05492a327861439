import { sign, verify } from 'node:crypto';
import type { SigningKey } from './signing-key-ring';

/** The only algorithm accepted: `none`, HS256 (public-key confusion) and anything else are refused. */
const ALLOWED_ALGORITHMS = ['ES256'];

export class InvalidJwtError extends Error {
  override readonly name = 'InvalidJwtError';
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function decodePart<T>(part: string | undefined): T {
  try {
    return JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as T;
  } catch {
    throw new InvalidJwtError('invalid JWT: unable to parse or verify signature');
  }
}

export function signJwt(payload: Record<string, unknown>, key: SigningKey): string {
  const signingInput = `${encode({ alg: 'ES256', typ: 'JWT', kid: key.kid })}.${encode(payload)}`;
  const signature = sign('sha256', Buffer.from(signingInput), { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
  return `${signingInput}.${signature.toString('base64url')}`;
}

export interface JwtExpectations {
  audience: string;
  issuer: string;
  nowSeconds: number;
}

/** Verifies signature (by kid, allow-listed algorithm), audience, issuer and expiry; returns the claims. */
export function verifyJwt<T extends Record<string, unknown>>(
  token: string,
  findKey: (kid: string) => SigningKey | undefined,
  { audience, issuer, nowSeconds }: JwtExpectations,
): T {
  const parts = token.split('.');
  if (parts.length !== 3) throw new InvalidJwtError('invalid JWT: unable to parse or verify signature');
  const header = decodePart<{ alg?: string; kid?: string }>(parts[0]);
  if (!ALLOWED_ALGORITHMS.includes(header.alg ?? '')) throw new InvalidJwtError('invalid JWT: signing method not allowed');
  const key = findKey(header.kid ?? '');
  const signature = Buffer.from(parts[2], 'base64url');
  const signed =
    key !== undefined &&
    verify('sha256', Buffer.from(`${parts[0]}.${parts[1]}`), { key: key.publicKey, dsaEncoding: 'ieee-p1363' }, signature);
  if (!signed) throw new InvalidJwtError('invalid JWT: unable to parse or verify signature');
  const claims = decodePart<T & { aud?: unknown; iss?: unknown; exp?: unknown }>(parts[1]);
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(audience)) throw new InvalidJwtError('invalid JWT: wrong audience');
  if (claims.iss !== issuer) throw new InvalidJwtError('invalid JWT: wrong issuer');
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) throw new InvalidJwtError('invalid JWT: token is expired');
  return claims;
}
