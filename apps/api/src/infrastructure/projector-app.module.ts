import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { ApiConfig } from '../config/api-config';
import { ApiConfigModule } from '../config/api-config.module';
import { BOUNDED_CONTEXTS } from '../contexts';
import { ProbeOnlyHealthModule } from '../health/health.module';
import { liveBusProvider } from '../live/live-bus.provider';
import { LiveNotifier } from '../live/live-notifier';
import { PlatformModule } from './platform.module';

/**
 * A `projector` process (ROLE=projector): the projection engine under leases and the live-notification publisher
 * (the same in-process hook as in `all`), and /health for probes. No HTTP API, GraphQL or Socket.IO.
 */
@Module({})
export class ProjectorAppModule {
  static forRoot(config: ApiConfig): DynamicModule {
    return {
      module: ProjectorAppModule,
      imports: [
        ApiConfigModule.forRoot(config),
        LoggerModule.forRoot({ pinoHttp: { level: config.logLevel, autoLogging: false } }),
        PlatformModule.forRoot(BOUNDED_CONTEXTS),
        ProbeOnlyHealthModule,
      ],
      // The notifier publishes each commit on the bus every API process relays from (it closes the bus on shutdown).
      providers: [liveBusProvider, LiveNotifier],
    };
  }
}
