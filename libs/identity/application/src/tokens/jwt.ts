import { sign, verify } from 'node:crypto';
import type { SigningKey } from './signing-key-ring';

/** The only algorithm accepted: `none`, HS256 (public-key confusion) and anything else are refused. */
const ALLOWED_ALGORITHMS = ['ES256'];

export class InvalidJwtError extends Error {
  override readonly name = 'InvalidJwtError';
}

/** Far above any token this API issues (about 1 KB); a longer one is refused before it is decoded. */
const MAX_JWT_LENGTH = 8192;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const unparsable = () => new InvalidJwtError('invalid JWT: unable to parse or verify signature');

/** A JSON object in base64url, or InvalidJwtError: `null`, numbers, strings and arrays are not JWT parts. */
function decodePart<T>(part: string): Partial<T> {
  if (!BASE64URL.test(part)) throw unparsable();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    throw unparsable();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw unparsable();
  return value as Partial<T>;
}

export function signJwt(payload: Record<string, unknown>, key: SigningKey): string {
  const signingInput = `${encode({ alg: 'ES256', typ: 'JWT', kid: key.kid })}.${encode(payload)}`;
  const signature = sign('sha256', Buffer.from(signingInput), { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
  return `${signingInput}.${signature.toString('base64url')}`;
}

interface JwtExpectations {
  audience: string;
  issuer: string;
  nowSeconds: number;
}

export function signatureValid(signingInput: string, signature: string, key: SigningKey): boolean {
  try {
    return verify('sha256', Buffer.from(signingInput), { key: key.publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  } catch {
    return false;
  }
}

/**
 * Tokens whose signature a key has verified: the check is a pure function of the token's bytes and the key, and an
 * ES256 verification costs about a millisecond of CPU on every request a session makes. Only valid signatures enter,
 * remembered with the very key object that verified them (a token is checked again under any other key, so a key
 * that leaves the ring stops it at once); bounded, the oldest leaving first. Audience, issuer and expiry are still
 * checked on every call, the session's liveness by the caller.
 */
export class VerifiedSignatures {
  private readonly verified = new Map<string, SigningKey['publicKey']>();

  constructor(
    private readonly capacity = 1000,
    private readonly check: typeof signatureValid = signatureValid,
  ) {}

  valid(token: string, signingInput: string, signature: string, key: SigningKey): boolean {
    if (this.verified.get(token) === key.publicKey) return true;
    if (!this.check(signingInput, signature, key)) return false;
    if (this.verified.size >= this.capacity) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, key.publicKey);
    return true;
  }
}

/**
 * Verifies signature (by kid, allow-listed algorithm), audience, issuer and expiry; returns the claims. `verified`
 * remembers tokens whose signature was already verified (see VerifiedSignatures); without it every call verifies.
 */
export function verifyJwt<T extends Record<string, unknown>>(
  token: string,
  findKey: (kid: string) => SigningKey | undefined,
  { audience, issuer, nowSeconds }: JwtExpectations,
  verified?: VerifiedSignatures,
): T {
  if (typeof token !== 'string' || token.length > MAX_JWT_LENGTH) throw unparsable();
  const parts = token.split('.');
  if (parts.length !== 3) throw unparsable();
  const header = decodePart<{ alg: unknown; kid: unknown }>(parts[0]);
  if (typeof header.alg !== 'string' || !ALLOWED_ALGORITHMS.includes(header.alg)) {
    throw new InvalidJwtError('invalid JWT: signing method not allowed');
  }
  const key = typeof header.kid === 'string' ? findKey(header.kid) : undefined;
  if (key === undefined || !BASE64URL.test(parts[2])) throw unparsable();
  const signingInput = `${parts[0]}.${parts[1]}`;
  if (!(verified ? verified.valid(token, signingInput, parts[2], key) : signatureValid(signingInput, parts[2], key))) throw unparsable();
  const claims = decodePart<T & { aud?: unknown; iss?: unknown; exp?: unknown }>(parts[1]) as T & { aud?: unknown; iss?: unknown; exp?: unknown };
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(audience)) throw new InvalidJwtError('invalid JWT: wrong audience');
  if (claims.iss !== issuer) throw new InvalidJwtError('invalid JWT: wrong issuer');
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) throw new InvalidJwtError('invalid JWT: token is expired');
  return claims;
}
