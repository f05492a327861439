import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { openServerSecrets, type SealedSecrets } from '@receptionist/server-secrets';
import type { IdentityConfig } from '../config/identity-config';
import { SigningKeyRing } from '../tokens/signing-key-ring';
import { SecretBox } from './secret-box';

/**
 * The keys every instance shares: the JWT signing keys and the sealing key, read from the shared secret store (the
 * identity operational store: auth.db or MongoDB), encrypted there with SECRETS_ENCRYPTION_KEY.
 */
export class ServerKeys implements OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;

  private constructor(
    readonly secrets: SealedSecrets,
    readonly signingKeys: SigningKeyRing,
    readonly box: SecretBox,
  ) {}

  /** Re-reads the shared signing keys every `secretsReloadMs` (SECRETS_RELOAD_MS), to pick up another instance's rotation. */
  static async open(
    config: Pick<IdentityConfig, 'dataDir' | 'mongoUrl' | 'jwtKeys' | 'encryptionKey' | 'sharedSecrets' | 'secretsReloadMs'>,
  ): Promise<ServerKeys> {
    const logger = new Logger('ServerKeys');
    const secrets = await openServerSecrets({
      dataDir: config.dataDir,
      mongoUrl: config.mongoUrl,
      ...config.sharedSecrets,
      warn: (message) => logger.warn(message),
    });
    const configuredKeys = config.jwtKeys ?? undefined;
    const [signingKeys, box] = await Promise.all([
      SigningKeyRing.loadShared(secrets, { dataDir: config.dataDir, configuredKeys }),
      SecretBox.loadShared(secrets, { dataDir: config.dataDir, encryptionKey: config.encryptionKey }),
    ]);
    const keys = new ServerKeys(secrets, signingKeys, box);
    keys.timer = setInterval(() => void keys.signingKeys.reload(secrets, configuredKeys).catch(() => undefined), config.secretsReloadMs);
    keys.timer.unref();
    return keys;
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.secrets.close();
  }
}
