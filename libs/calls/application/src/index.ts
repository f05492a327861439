export { CALLS_PLATFORM, WEBHOOK_SECRET, type CallsPlatform } from './calls-platform';
export { CallsModule, callsProjectors } from './calls.module';
export { CALL_LOGS, callLogsProjector, type CallLogDoc } from './projections/call-logs/call-logs.projector';
export { CALL_RECORDINGS } from './projections/call-recordings/call-recordings.projector';
export { ownerInboxProjector } from './projections/owner-inbox/owner-inbox.projector';
export {
  APPOINTMENTS,
  CALL_MESSAGES,
  CALL_TRANSFERS,
  INBOX_COUNTS,
  OWNER_INBOX,
  OWNER_INBOX_COLLECTIONS,
  type AppointmentDoc,
  type CallMessageDoc,
  type CallTransferDoc,
  type InboxCountsDoc,
} from './projections/owner-inbox/owner-inbox.docs';
export { USAGE, USAGE_TOTALS, usageProjector, type UsageDoc, type UsageTotalsDoc } from './projections/usage/usage.projector';
export { resolveWebhookSecret, WEBHOOK_SECRET_FILE, type ResolvedWebhookSecret } from './webhook/webhook-secret';
export { type CallDetailDoc, type CallOutcomesState, loadCallDetail } from './queries/call-logs/call-detail';
export { RECORDINGS_PROCESS_MANAGER, RecordingsProcessManager, type RecordingsProcessManagerOptions } from './recordings/recordings-process-manager';
export { RecordingsProcessManagerService } from './recordings/recordings-process-manager.service';
export { RecordingRetentionService } from './recordings/retention/recording-retention.service';
export { RecordingRetentionSweeper } from './recordings/retention/recording-retention-sweeper';
