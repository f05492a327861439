import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LiveNotifier } from '../live/live-notifier';
import { PLATFORM, type Platform } from './platform';

/**
 * Starts the projection runner once every module is ready and forwards its commits to the live channel.
 * On shutdown it runs after the HTTP server has stopped (onApplicationShutdown), so in-flight commands still had
 * their stores: it flushes the projectors, then closes the stores.
 */
@Injectable()
export class ProjectionsLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Projections');
  private unsubscribe: (() => void) | undefined;

  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly live: LiveNotifier,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.unsubscribe = this.platform.projections.onCommitted(({ projector, position, changes }) => this.live.publish({ projector, position, changes }));
    await this.platform.projections.start();
    this.logger.log(`Started projectors: ${this.platform.projections.status().map(({ name }) => name).join(', ')}`);
  }

  async onApplicationShutdown(): Promise<void> {
    this.unsubscribe?.();
    await this.platform.projections.stop();
    await Promise.all([this.platform.eventStore.close(), this.platform.readStore.close()]);
    this.logger.log('Projections flushed and stores closed');
  }
}
