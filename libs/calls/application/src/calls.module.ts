import { Module } from '@nestjs/common';
import { CONFIG, type Config } from '@receptionist/config';
import { CALLS_PLATFORM, type CallsPlatform, WEBHOOK_SECRET } from './calls-platform';
import { CallsWebhookController } from './commands/log-call/calls-webhook.controller';
import { LogCallHandler } from './commands/log-call/log-call.handler';
import { MarkMessageHandledHandler } from './commands/mark-message-handled/mark-message-handled.handler';
import { MarkMessageHandledResolver } from './commands/mark-message-handled/mark-message-handled.resolver';
import { RecordTestCallResolver } from './commands/record-test-call/record-test-call.resolver';
import { SetAppointmentStatusHandler } from './commands/set-appointment-status/set-appointment-status.handler';
import { SetAppointmentStatusResolver } from './commands/set-appointment-status/set-appointment-status.resolver';
import { callLogsProjector } from './projections/call-logs/call-logs.projector';
import { callRecordingsProjector } from './projections/call-recordings/call-recordings.projector';
import { ownerInboxProjector } from './projections/owner-inbox/owner-inbox.projector';
import { usageProjector } from './projections/usage/usage.projector';
import { AppointmentHandler, AppointmentsHandler } from './queries/appointments/appointments.handler';
import { AppointmentsResolver } from './queries/appointments/appointments.resolver';
import { CallMessageHandler, CallMessagesHandler } from './queries/call-messages/call-messages.handler';
import { CallMessagesResolver } from './queries/call-messages/call-messages.resolver';
import { OwnerInboxHandler } from './queries/owner-inbox/owner-inbox.handler';
import { OwnerInboxResolver } from './queries/owner-inbox/owner-inbox.resolver';
import { CallLogHandler } from './queries/call-logs/call-log.handler';
import { CallLogsHandler } from './queries/call-logs/call-logs.handler';
import { CallLogsResolver } from './queries/call-logs/call-logs.resolver';
import { CallsCsvController } from './queries/call-logs/calls-csv.controller';
import { CallRecordingController } from './queries/call-recording/call-recording.controller';
import { RecentCallsHandler } from './queries/recent-calls/recent-calls.handler';
import { UsageHandler } from './queries/usage/usage.handler';
import { RecordingsProcessManagerService } from './recordings/recordings-process-manager.service';
import { RecordingRetentionService } from './recordings/retention/recording-retention.service';
import { loadSharedWebhookSecret } from './webhook/webhook-secret';

/**
 * The calls context: signed call ingestion (POST /webhooks/calls) with recordings (uploaded, or fetched by the
 * recordings process manager), test calls, call logs, usage per period, CSV
 * export, and the owner's inbox (appointments and messages the receptionist took, with their follow-ups). Needs CALLS_PLATFORM; the webhook secret comes from the shared secret store (imported from WEBHOOK_SECRET or DATA_DIR/webhook-secret).
 */
@Module({
  controllers: [CallsWebhookController, CallsCsvController, CallRecordingController],
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
    AppointmentsHandler,
    AppointmentHandler,
    AppointmentsResolver,
    CallMessagesHandler,
    CallMessageHandler,
    CallMessagesResolver,
    OwnerInboxHandler,
    OwnerInboxResolver,
    SetAppointmentStatusHandler,
    SetAppointmentStatusResolver,
    MarkMessageHandledHandler,
    MarkMessageHandledResolver,
    RecordingsProcessManagerService,
    RecordingRetentionService,
  ],
})
export class CallsModule {}

export const callsProjectors = [callLogsProjector, usageProjector, ownerInboxProjector, callRecordingsProjector];
