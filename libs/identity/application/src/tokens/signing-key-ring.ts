import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, type JsonWebKey, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SealedSecrets } from '@receptionist/server-secrets';

interface StoredSigningKey {
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

const signingKeysFile = (dataDir: string) => join(dataDir, 'jwt-signing-keys.json');

function generateSigningKey(now = new Date()): StoredSigningKey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { kid: randomUUID(), createdAt: now.toISOString(), privateJwk: privateKey.export({ format: 'jwk' }) };
}

function toSigningKey(stored: StoredSigningKey): SigningKey {
  const privateKey = createPrivateKey({ key: stored.privateJwk, format: 'jwk' });
  const publicKey = createPublicKey(privateKey);
  const { kty, crv, x, y } = publicKey.export({ format: 'jwk' });
  return { kid: stored.kid, privateKey, publicKey, publicJwk: { kty, crv, x, y, kid: stored.kid, alg: 'ES256', use: 'sig' } };
}

/** The shared secret holding the stored signing keys (JSON), newest first. */
const SHARED_SIGNING_KEYS = 'jwt-signing-keys';

function readKeysFile(dataDir: string): StoredSigningKey[] | null {
  const file = signingKeysFile(dataDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { keys: StoredSigningKey[] }).keys : null;
}

function writeKeys(file: string, keys: StoredSigningKey[]): void {
  writeFileSync(file, JSON.stringify({ keys }, null, 2), { mode: 0o600 });
}

/**
 * The ES256 keys: the first signs, all verify. Source: AUTH_JWT_KEYS (a JSON array of stored keys) when set,
 * otherwise DATA_DIR/jwt-signing-keys.json, generated on first start.
 */
export class SigningKeyRing {
  private constructor(private ring: readonly SigningKey[]) {}

  get keys(): readonly SigningKey[] {
    return this.ring;
  }

  /**
   * The ring every instance shares, from the shared secret store (`jwt-signing-keys`, sealed). On the first start
   * against an empty store it imports AUTH_JWT_KEYS, else DATA_DIR/jwt-signing-keys.json, else a generated key; when
   * two instances start at once, the first to store wins and both use its keys. AUTH_JWT_KEYS, when set, still
   * decides this instance's ring, as before.
   */
  static async loadShared(
    secrets: SealedSecrets,
    { dataDir, configuredKeys }: { dataDir: string; configuredKeys?: string },
  ): Promise<SigningKeyRing> {
    const stored = await secrets.readOrCreate(SHARED_SIGNING_KEYS, () =>
      JSON.stringify(configuredKeys ? (JSON.parse(configuredKeys) as StoredSigningKey[]) : (readKeysFile(dataDir) ?? [generateSigningKey()])),
    );
    return new SigningKeyRing(
      (configuredKeys ? (JSON.parse(configuredKeys) as StoredSigningKey[]) : (JSON.parse(stored.value) as StoredSigningKey[])).map(toSigningKey),
    );
  }

  /** Picks up a rotation made by another instance (a no-op when AUTH_JWT_KEYS decides the ring). */
  async reload(secrets: SealedSecrets, configuredKeys?: string): Promise<void> {
    if (configuredKeys) return;
    const stored = await secrets.read(SHARED_SIGNING_KEYS);
    if (stored) this.ring = (JSON.parse(stored.value) as StoredSigningKey[]).map(toSigningKey);
  }

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
    return this.ring[0];
  }

  find(kid: string): SigningKey | undefined {
    return this.ring.find((key) => key.kid === kid);
  }

  /** The public JSON Web Key Set served at /.well-known/jwks.json. */
  jwks(): { keys: JsonWebKey[] } {
    return { keys: this.ring.map((key) => key.publicJwk) };
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

/**
 * Puts a new signing key in front of the shared ring and keeps the newest older ones verifiable, with compare-and-set:
 * rotations from two instances at once both land, one after the other, on one consistent ring. Other instances pick
 * it up at their next reload (SECRETS_RELOAD_MS). Returns the new key id.
 */
export async function rotateSharedSigningKeys(secrets: SealedSecrets, now = new Date()): Promise<string> {
  const fresh = generateSigningKey(now);
  await secrets.update(SHARED_SIGNING_KEYS, (current) =>
    JSON.stringify([fresh, ...(current ? (JSON.parse(current) as StoredSigningKey[]) : [])].slice(0, KEPT_KEYS)),
  );
  return fresh.kid;
}
