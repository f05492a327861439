import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CONFIG, type Config } from '@receptionist/config';
import { MAILER, type Mailer } from '@receptionist/identity-application';
import { NOTIFICATIONS_PLATFORM, type NotificationsPlatform } from '../notifications-platform';
import { AlertsProcessManager } from './alerts-process-manager';

/**
 * Runs the alerts process manager in the API processes (roles `all` and `api`); with several, the lease lets one lead
 * it and the others stand by.
 */
@Injectable()
export class AlertsProcessManagerService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Alerts');
  readonly processManager: AlertsProcessManager;
  private readonly roundIntervalMs: number;

  constructor(@Inject(NOTIFICATIONS_PLATFORM) platform: NotificationsPlatform, @Inject(MAILER) mailer: Mailer, @Inject(CONFIG) config: Config) {
    this.processManager = new AlertsProcessManager({
      eventStore: platform.eventStore,
      readStore: platform.readStore,
      mailer,
      siteUrl: config.identity.siteUrl,
    });
    this.roundIntervalMs = config.notifications.roundIntervalMs;
  }

  /** Every `roundIntervalMs` (a standby retries taking the lease as often); with 0, only when asked (`runOnce`). */
  onApplicationBootstrap(): void {
    if (this.roundIntervalMs === 0) return;
    this.processManager.start(this.roundIntervalMs, (error) => this.logger.error({ err: error }, 'Alerts round failed; retried in the next round'));
  }

  async onModuleDestroy(): Promise<void> {
    await this.processManager.stop();
  }
}
