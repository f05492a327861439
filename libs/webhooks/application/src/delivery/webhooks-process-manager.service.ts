import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CONFIG, type Config } from '@receptionist/config';
import { WebhookSecrets } from '../secrets/webhook-secrets';
import { WEBHOOKS_PLATFORM, type WebhooksPlatform } from '../webhooks-platform';
import { WebhooksProcessManager } from './webhooks-process-manager';

/**
 * Runs the webhooks process manager in the API processes (roles `all` and `api`); with several, the lease lets one
 * lead it and the others stand by.
 */
@Injectable()
export class WebhooksProcessManagerService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Webhooks');
  readonly processManager: WebhooksProcessManager;
  private readonly roundIntervalMs: number;

  constructor(@Inject(WEBHOOKS_PLATFORM) platform: WebhooksPlatform, secrets: WebhookSecrets, @Inject(CONFIG) config: Config) {
    this.processManager = new WebhooksProcessManager({
      eventStore: platform.eventStore,
      readStore: platform.readStore,
      http: platform.outboundHttp,
      secrets,
      retryDelaysSeconds: config.webhooks.retryDelaysSeconds,
    });
    this.roundIntervalMs = config.webhooks.roundIntervalMs;
  }

  /** Every `roundIntervalMs` (a standby retries taking the lease as often); with 0, only when asked (`runOnce`). */
  onApplicationBootstrap(): void {
    if (this.roundIntervalMs === 0) return;
    this.processManager.start(this.roundIntervalMs, (error) => this.logger.error({ err: error }, 'Webhooks round failed; retried in the next round'));
  }

  async onModuleDestroy(): Promise<void> {
    await this.processManager.stop();
  }
}
