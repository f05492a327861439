import { Module } from '@nestjs/common';
import { CONFIG, type Config } from '@receptionist/config';
import { CALLS_PLATFORM, type CallsPlatform, WEBHOOK_SECRET } from './calls-platform';
import { CallsWebhookController } from './commands/log-call/calls-webhook.controller';
import { LogCallHandler } from './commands/log-call/log-call.handler';
import { RecordTestCallResolver } from './commands/record-test-call/record-test-call.resolver';
import { callLogsProjector } from './projections/call-logs/call-logs.projector';
import { usageProjector } from './projections/usage/usage.projector';
import { CallLogHandler } from './queries/call-logs/call-log.handler';
import { CallLogsHandler } from './queries/call-logs/call-logs.handler';
import { CallLogsResolver } from './queries/call-logs/call-logs.resolver';
import { CallsCsvController } from './queries/call-logs/calls-csv.controller';
import { RecentCallsHandler } from './queries/recent-calls/recent-calls.handler';
import { UsageHandler } from './queries/usage/usage.handler';
import { loadSharedWebhookSecret } from './webhook/webhook-secret';

/**
 * The calls context: signed call ingestion (POST /webhooks/calls), test calls, call logs, usage per period, CSV
 * export. Needs CALLS_PLATFORM; the webhook secret comes from the shared secret store (imported from WEBHOOK_SECRET or DATA_DIR/webhook-secret).
 */
@Module({
  controllers: [CallsWebhookController, CallsCsvController],
  providers: [
    {
      provide: WEBHOOK_SECRET,
      inject: [CALLS_PLATFORM, CONFIG],
      useFactory: (platform: CallsPlatform, config: Config) =>
        loadSharedWebhookSecret({
          webhookSecret: config.calls.webhookSecret,
          dataDir: platform.dataDir,
          mongoUrl: config.identity.mongoUrl,
          sharedSecrets: config.sharedSecrets,
        }),
    },
    LogCallHandler,
    CallLogsHandler,
    CallLogHandler,
    RecentCallsHandler,
    UsageHandler,
    CallLogsResolver,
    RecordTestCallResolver,
  ],
})
export class CallsModule {}

export const callsProjectors = [callLogsProjector, usageProjector];
