import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, type JsonWebKey, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface StoredSigningKey {
  kid: string;
  createdAt: string;
  /** Private EC P-256 key as a JWK. */
  privateJwk: JsonWebKey;
}

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicJwk: JsonWebKey;
}

/** How many keys a rotation keeps: the new signing key plus older ones that may still have live tokens. */
const KEPT_KEYS = 3;

export const signingKeysFile = (dataDir: string) => join(dataDir, 'jwt-signing-keys.json');

export function generateSigningKey(now = new Date()): StoredSigningKey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { kid: randomUUID(), createdAt: now.toISOString(), privateJwk: privateKey.export({ format: 'jwk' }) };
}

function toSigningKey(stored: StoredSigningKey): SigningKey {
  const privateKey = createPrivateKey({ key: stored.privateJwk, format: 'jwk' });
  const publicKey = createPublicKey(privateKey);
  const { kty, crv, x, y } = publicKey.export({ format: 'jwk' });
  return { kid: stored.kid, privateKey, publicKey, publicJwk: { kty, crv, x, y, kid: stored.kid, alg: 'ES256', use: 'sig' } };
}

function writeKeys(file: string, keys: StoredSigningKey[]): void {
  writeFileSync(file, JSON.stringify({ keys }, null, 2), { mode: 0o600 });
}

/**
 * The ES256 keys: the first signs, all verify. Source: AUTH_JWT_KEYS (a JSON array of stored keys) when set,
 * otherwise DATA_DIR/jwt-signing-keys.json, generated on first start.
 */
export class SigningKeyRing {
  private constructor(readonly keys: readonly SigningKey[]) {}

  static load({ dataDir, configuredKeys }: { dataDir: string; configuredKeys?: string }): SigningKeyRing {
    if (configuredKeys) return new SigningKeyRing((JSON.parse(configuredKeys) as StoredSigningKey[]).map(toSigningKey));
    const file = signingKeysFile(dataDir);
    if (!existsSync(file)) {
      mkdirSync(dataDir, { recursive: true });
      writeKeys(file, [generateSigningKey()]);
    }
    const { keys } = JSON.parse(readFileSync(file, 'utf8')) as { keys: StoredSigningKey[] };
    return new SigningKeyRing(keys.map(toSigningKey));
  }

  get current(): SigningKey {
    return this.keys[0];
  }

  find(kid: string): SigningKey | undefined {
    return this.keys.find((key) => key.kid === kid);
  }

  /** The public JSON Web Key Set served at /.well-known/jwks.json. */
  jwks(): { keys: JsonWebKey[] } {
    return { keys: this.keys.map((key) => key.publicJwk) };
  }
}

/**
 * Puts a new signing key in front of DATA_DIR's key file and keeps the newest older ones verifiable.
 * Running API processes pick it up when they restart. Returns the new key id.
 */
export function rotateSigningKeys(dataDir: string, now = new Date()): string {
  SigningKeyRing.load({ dataDir });
  const file = signingKeysFile(dataDir);
  const { keys } = JSON.parse(readFileSync(file, 'utf8')) as { keys: StoredSigningKey[] };
  const fresh = generateSigningKey(now);
  writeKeys(file, [fresh, ...keys].slice(0, KEPT_KEYS));
  return fresh.kid;
}
