import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import type { ApiConfig } from './config/api-config';
import { AsOfModule } from './as-of/as-of.module';
import { ApiConfigModule } from './config/api-config.module';
import { BOUNDED_CONTEXTS } from '@receptionist/contexts';
import { DomainErrorFilter } from './errors/domain-error.filter';
import { GraphqlApiModule } from './graphql/graphql-api.module';
import { HealthModule } from './health/health.module';
import { HistoryModule } from './history/history.module';
import { PlatformModule } from './infrastructure/platform.module';
import { InboundCallModule } from './inbound-call/inbound-call.module';
import { LiveModule } from './live/live.module';
import { OperationsModule } from './operations/operations.module';
import { PrivacyModule } from './privacy/privacy.module';
import { ConnectionDraining } from './shutdown/connection-draining';

@Module({})
export class AppModule {
  static forRoot(config: ApiConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ApiConfigModule.forRoot(config),
        LoggerModule.forRoot({
          // Requests are logged by a Fastify hook (logRequests), which also sees the routes outside Nest.
          pinoHttp: { level: config.logLevel, autoLogging: false },
        }),
        CqrsModule.forRoot(),
        LiveModule,
        PlatformModule.forRoot(BOUNDED_CONTEXTS),
        GraphqlApiModule,
        HealthModule,
        OperationsModule,
        PrivacyModule,
        HistoryModule,
        AsOfModule,
        InboundCallModule,
        ...BOUNDED_CONTEXTS.map((context) => context.module),
      ],
      providers: [{ provide: APP_FILTER, useClass: DomainErrorFilter }, ConnectionDraining],
    };
  }
}
