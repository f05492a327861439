export { LEADS_PLATFORM, type LeadsPlatform } from './leads-platform';
export { LEADS_CONFIG, type LeadsConfig } from './leads-config';
export { LeadsModule, leadsProjectors } from './leads.module';
export { SubmitDemoRequestCommand, type SubmitDemoRequestResult } from './commands/submit-demo-request/submit-demo-request.command';
export { demoRequestIdFromKey } from './commands/submit-demo-request/demo-request-id';
export {
  DEMO_REQUESTS,
  LEAD_HISTORY,
  LEAD_STATS,
  type DemoRequestDoc,
  type LeadHistoryDoc,
  type LeadStatsDoc,
} from './projections/demo-requests/demo-requests.docs';
export { demoRequestsProjector } from './projections/demo-requests/demo-requests.projector';
