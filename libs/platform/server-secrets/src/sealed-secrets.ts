import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { ServerSecretStore, VersionedSecret } from './server-secret-store.port';

/** Thrown when a stored secret does not open with this instance's SECRETS_ENCRYPTION_KEY. */
export class SecretsKeyMismatchError extends Error {
  constructor(name: string) {
    super(`The stored secret "${name}" does not open with this instance's SECRETS_ENCRYPTION_KEY: every instance needs the same key`);
    this.name = 'SecretsKeyMismatchError';
  }
}

/**
 * The shared secret store, encrypted at rest: values are sealed with AES-256-GCM under the master key
 * (SECRETS_ENCRYPTION_KEY), bound to their name (additional data), so a copy of the store alone reveals none and a
 * value cannot be moved to another name.
 */
export class SealedSecrets {
  constructor(
    private readonly store: ServerSecretStore,
    private readonly masterKey: Buffer,
  ) {
    if (masterKey.length !== 32) throw new Error('SECRETS_ENCRYPTION_KEY must be 32 bytes (base64)');
  }

  async read(name: string): Promise<VersionedSecret | null> {
    const stored = await this.store.read(name);
    return stored && { value: this.open(name, stored.value), version: stored.version };
  }

  /** The stored value, else `value` once stored by this call: concurrent first starts agree on one value. */
  async readOrCreate(name: string, value: () => string): Promise<VersionedSecret> {
    const existing = await this.read(name);
    if (existing) return existing;
    const stored = await this.store.create(name, this.seal(name, value()));
    return { value: this.open(name, stored.value), version: stored.version };
  }

  /** Applies `change` to the current value with compare-and-set, retrying when another instance changed it meanwhile. */
  async update(name: string, change: (current: string | null) => string): Promise<string> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const current = await this.read(name);
      const next = change(current?.value ?? null);
      if (!current) {
        const created = await this.store.create(name, this.seal(name, next));
        if (this.open(name, created.value) === next) return next;
        continue;
      }
      if (await this.store.replace(name, current.version, this.seal(name, next))) return next;
    }
    throw new Error(`The secret "${name}" kept changing under concurrent updates`);
  }

  close(): Promise<void> {
    return this.store.close();
  }

  private seal(name: string, plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.masterKey, iv).setAAD(Buffer.from(name));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  private open(name: string, sealed: string): string {
    try {
      const [, iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', this.masterKey, iv).setAAD(Buffer.from(name));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretsKeyMismatchError(name);
    }
  }
}
