import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, Optional } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Server } from 'node:http';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { LiveNotifier } from '../live/live-notifier';
import { PLATFORM, type Platform } from './platform';

/**
 * Starts the projection engine once every module is ready (or, when `startProjectionsOnListen` is set, as soon as the
 * HTTP server listens: the server's start-up then does not share its ticks with a long catch-up) and forwards its
 * commits to the live channel. On shutdown it runs after the HTTP server has stopped (onApplicationShutdown), so
 * in-flight commands still had their stores: it flushes the projectors, then closes the stores.
 */
@Injectable()
export class ProjectionsLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Projections');
  private unsubscribe: (() => void) | undefined;
  private started: Promise<void> | undefined;

  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly adapterHost: HttpAdapterHost,
    @Optional() private readonly live?: LiveNotifier,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (this.config.startProjectionsOnListen && server && !server.listening) {
      // The head and the recorded checkpoints are read before it listens: the first /health already tells "catching
      // up, n of m", while the engine still takes its leases.
      await this.platform.projections.prepare();
      server.once('listening', () => void this.start());
      return;
    }
    await this.start();
  }

  private start(): Promise<void> {
    this.started ??= this.startEngine().catch((error: unknown) => {
      this.logger.error({ err: error }, 'The projection engine failed to start');
      throw error;
    });
    return this.started;
  }

  private async startEngine(): Promise<void> {
    const { live } = this;
    // The in-process notification hook: the live notifier relays each commit (to sockets, or to the cross-instance bus).
    if (live)
      this.unsubscribe = this.platform.projections.onCommitted(({ projector, position, changes }) => live.publish({ projector, position, changes }));
    await this.platform.projections.start();
    if (this.platform.role !== 'api') this.platform.asOfAnchors.start();
    const led = this.platform.projections.led();
    this.logger.log(
      this.platform.role === 'api'
        ? 'Role api: projectors run in projector processes'
        : `Leading projectors: ${led.join(', ') || 'none yet (standby)'}`,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.started?.catch(() => undefined);
    this.unsubscribe?.();
    await this.platform.projections.stop();
    await this.platform.asOfAnchors.stop();
    await this.platform.asOf.close();
    await Promise.all([
      this.platform.eventStore.close(),
      this.platform.readStore.close(),
      this.platform.blobStore.close(),
      this.platform.personalData.close(),
    ]);
    this.logger.log('Projections flushed and stores closed');
  }
}
