import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openServerSecrets } from '@receptionist/server-secrets';

export const WEBHOOK_SECRET_FILE = 'webhook-secret';

/** From the parsed configuration: Config.calls.webhookSecret and Config.dataDir. */
export interface WebhookSecretSettings {
  webhookSecret: string | null;
  dataDir: string;
}

export interface ResolvedWebhookSecret {
  secret: string;
  /** `env` (WEBHOOK_SECRET) or the file it was read from or written to. */
  source: string;
}

function readSecretFile(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The secret the voice platform signs call reports with: the configured one (WEBHOOK_SECRET), else
 * DATA_DIR/webhook-secret, generated once (32 random bytes, hex, mode 0600). The API and the call simulator both call
 * this, so a fresh install needs no set-up.
 */
export function resolveWebhookSecret({ webhookSecret, dataDir }: WebhookSecretSettings): ResolvedWebhookSecret {
  if (webhookSecret) return { secret: webhookSecret, source: 'env' };
  const file = join(dataDir, WEBHOOK_SECRET_FILE);
  const existing = readSecretFile(file);
  if (existing) return { secret: existing, source: file };
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return { secret: readSecretFile(file) as string, source: file };
}

/** The shared secret holding the webhook secret. */
export const SHARED_WEBHOOK_SECRET = 'webhook-secret';

/**
 * The webhook secret every API instance shares, from the shared secret store (sealed; the identity operational store:
 * auth.db or MONGODB_URL's database). An empty store imports WEBHOOK_SECRET, else DATA_DIR/webhook-secret (generated
 * when missing, for the call simulator); the first instance to store wins. WEBHOOK_SECRET, when set, still decides
 * this instance's secret, as before.
 */
export async function loadSharedWebhookSecret(
  settings: WebhookSecretSettings & { mongoUrl: string | null; sharedSecrets: { masterKey: string | null; production: boolean } },
): Promise<string> {
  const fromEnv = settings.webhookSecret;
  const secrets = await openServerSecrets({ dataDir: settings.dataDir, mongoUrl: settings.mongoUrl, ...settings.sharedSecrets });
  try {
    const stored = await secrets.readOrCreate(SHARED_WEBHOOK_SECRET, () => fromEnv ?? resolveWebhookSecret(settings).secret);
    return fromEnv ?? stored.value;
  } finally {
    await secrets.close();
  }
}
