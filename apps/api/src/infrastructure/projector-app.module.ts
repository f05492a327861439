import { type DynamicModule, Global, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { ApiConfig } from '../config/api-config';
import { ApiConfigModule } from '../config/api-config.module';
import { BOUNDED_CONTEXTS } from '@receptionist/contexts';
import { ProbeOnlyHealthModule } from '../health/health.module';
import { liveBusProvider } from '../live/live-bus.provider';
import { LiveNotifier } from '../live/live-notifier';
import { PlatformModule } from './platform.module';

/**
 * The notifier publishes each commit on the bus every API process relays from (it closes the bus on shutdown). Global,
 * as LiveModule is in API processes: PlatformModule's ProjectionsLifecycle must see it to forward the commits.
 */
@Global()
@Module({ providers: [liveBusProvider, LiveNotifier], exports: [LiveNotifier] })
class ProjectorLiveModule {}

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
        ProjectorLiveModule,
      ],
    };
  }
}
