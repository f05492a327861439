export { CALLS_PLATFORM, WEBHOOK_SECRET, type CallsPlatform } from './calls-platform';
export { CallsModule, callsProjectors } from './calls.module';
export { CALL_LOGS, callLogsProjector, type CallLogDoc } from './projections/call-logs/call-logs.projector';
export { USAGE, USAGE_TOTALS, usageProjector, type UsageDoc, type UsageTotalsDoc } from './projections/usage/usage.projector';
export { resolveWebhookSecret, WEBHOOK_SECRET_FILE, type ResolvedWebhookSecret } from './webhook/webhook-secret';
export { type CallDetailDoc, loadCallDetail } from './queries/call-logs/call-detail';
