import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SealedSecrets } from '@receptionist/server-secrets';

/** The shared secret holding the sealing key (base64). */
const SHARED_AUTH_SECRET = 'auth-secret-key';

/** Seals small secrets (TOTP seeds) with AES-256-GCM under a server key, so a copy of the database alone reveals none. */
export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  /** Key from AUTH_ENCRYPTION_KEY (base64) when set, otherwise DATA_DIR/auth-secret.key, generated on first start. */
  static load({ dataDir, encryptionKey }: { dataDir: string; encryptionKey: string | null }): SecretBox {
    if (encryptionKey) return new SecretBox(SecretBox.checked(Buffer.from(encryptionKey, 'base64')));
    const file = join(dataDir, 'auth-secret.key');
    if (!existsSync(file)) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
    }
    return new SecretBox(SecretBox.checked(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')));
  }

  /**
   * The key every instance shares, from the shared secret store (sealed). An empty store imports AUTH_ENCRYPTION_KEY,
   * else DATA_DIR/auth-secret.key, else a generated key (the first instance to store wins). AUTH_ENCRYPTION_KEY, when
   * set, still decides this instance's key, as before.
   */
  static async loadShared(secrets: SealedSecrets, { dataDir, encryptionKey }: { dataDir: string; encryptionKey: string | null }): Promise<SecretBox> {
    const file = join(dataDir, 'auth-secret.key');
    const stored = await secrets.readOrCreate(
      SHARED_AUTH_SECRET,
      () => encryptionKey ?? (existsSync(file) ? readFileSync(file, 'utf8').trim() : randomBytes(32).toString('base64')),
    );
    return new SecretBox(SecretBox.checked(Buffer.from(encryptionKey ?? stored.value, 'base64')));
  }

  private static checked(key: Buffer): Buffer {
    if (key.length !== 32) throw new Error('The auth encryption key must be 32 bytes (base64)');
    return key;
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
  }

  /** A keyed digest (HMAC-SHA256 under a subkey for `purpose`), base64url: derivable only with the server key. */
  mac(purpose: string, value: string): string {
    const subkey = Buffer.from(hkdfSync('sha256', this.key, Buffer.alloc(0), purpose, 32));
    return createHmac('sha256', subkey).update(value).digest('base64url');
  }

  open(sealed: string): string {
    const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  }
}
