import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CONFIG, type Config } from '@receptionist/config';
import { MAILER, type Mailer } from '@receptionist/identity-application';
import { NOTIFICATIONS_PLATFORM, type NotificationsPlatform } from '../notifications-platform';
import { AlertsProcessManager } from './alerts-process-manager';

/** How often the leader looks for new facts and due summaries (a standby retries taking the lease as often). */
const ROUND_INTERVAL_MS = 500;

/**
 * Runs the alerts process manager in the API processes (roles `all` and `api`); with several, the lease lets one lead
 * it and the others stand by.
 */
@Injectable()
export class AlertsProcessManagerService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Alerts');
  readonly processManager: AlertsProcessManager;

  constructor(@Inject(NOTIFICATIONS_PLATFORM) platform: NotificationsPlatform, @Inject(MAILER) mailer: Mailer, @Inject(CONFIG) config: Config) {
    this.processManager = new AlertsProcessManager({
      eventStore: platform.eventStore,
      readStore: platform.readStore,
      mailer,
      siteUrl: config.identity.siteUrl,
    });
  }

  onApplicationBootstrap(): void {
    this.processManager.start(ROUND_INTERVAL_MS, (error) => this.logger.error({ err: error }, 'Alerts round failed; retried in the next round'));
  }

  async onModuleDestroy(): Promise<void> {
    await this.processManager.stop();
  }
}
