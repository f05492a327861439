import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, Optional } from '@nestjs/common';
import { LiveNotifier } from '../live/live-notifier';
import { PLATFORM, type Platform } from './platform';

/**
 * Starts the projection engine once every module is ready and forwards its commits to the live channel.
 * On shutdown it runs after the HTTP server has stopped (onApplicationShutdown), so in-flight commands still had
 * their stores: it flushes the projectors, then closes the stores.
 */
@Injectable()
export class ProjectionsLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Projections');
  private unsubscribe: (() => void) | undefined;

  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    @Optional() private readonly live?: LiveNotifier,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { live } = this;
    // The in-process notification hook: the live notifier relays each commit (to sockets, or to the cross-instance bus).
    if (live) this.unsubscribe = this.platform.projections.onCommitted(({ projector, position, changes }) => live.publish({ projector, position, changes }));
    await this.platform.projections.start();
    const led = this.platform.projections.led();
    this.logger.log(
      this.platform.role === 'api' ? 'Role api: projectors run in projector processes' : `Leading projectors: ${led.join(', ') || 'none yet (standby)'}`,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    this.unsubscribe?.();
    await this.platform.projections.stop();
    await Promise.all([this.platform.eventStore.close(), this.platform.readStore.close()]);
    this.logger.log('Projections flushed and stores closed');
  }
}
