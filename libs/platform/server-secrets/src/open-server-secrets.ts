import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MongoServerSecretStore } from './mongo-server-secret-store';
import { SealedSecrets } from './sealed-secrets';
import { SqliteServerSecretStore } from './sqlite-server-secret-store';

export const SECRETS_KEY_FILE = 'secrets-encryption.key';

/**
 * The master key sealing the shared secrets: the configured one (SECRETS_ENCRYPTION_KEY, base64, 32 bytes), which
 * production sets to the same value on every instance; otherwise DATA_DIR/secrets-encryption.key, generated once
 * (development, or one machine whose instances share DATA_DIR).
 */
export function secretsMasterKey(dataDir: string, configured: string | null): { key: Buffer; source: 'env' | 'file' } {
  if (configured) return { key: Buffer.from(configured, 'base64'), source: 'env' };
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SECRETS_KEY_FILE);
  try {
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return { key: Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'), source: 'file' };
}

/** The shared secrets beside the identity operational store: MONGODB_URL's database, else DATA_DIR/auth.db. */
export async function openServerSecrets({
  dataDir,
  mongoUrl,
  masterKey,
  production,
  warn = () => undefined,
}: {
  dataDir: string;
  mongoUrl: string | null;
  /** SECRETS_ENCRYPTION_KEY as the configuration parsed it; null: the DATA_DIR key file. */
  masterKey: string | null;
  /** Production warns when it runs on the key file. */
  production: boolean;
  /** Told (without the key) when production runs on a generated key file instead of SECRETS_ENCRYPTION_KEY. */
  warn?: (message: string) => void;
}): Promise<SealedSecrets> {
  const { key, source } = secretsMasterKey(dataDir, masterKey);
  if (source === 'file' && production) {
    warn(
      `SECRETS_ENCRYPTION_KEY is not set: the shared secrets are sealed with ${join(dataDir, SECRETS_KEY_FILE)}, which other machines do not have`,
    );
  }
  if (mongoUrl) return new SealedSecrets(await MongoServerSecretStore.connect({ url: mongoUrl }), key);
  mkdirSync(dataDir, { recursive: true });
  return new SealedSecrets(new SqliteServerSecretStore({ file: join(dataDir, 'auth.db') }), key);
}
