export { ANALYTICS_PLATFORM, type AnalyticsPlatform } from './analytics-platform';
export { AnalyticsModule, analyticsProjectors } from './analytics.module';
export { RecordVisitCommand, type RecordVisitResult } from './commands/record-visit/record-visit.command';
export { PAGE_VIEWS_DAILY, pageViewsDailyProjector, type PageViewsDailyDoc } from './projections/page-views-daily/page-views-daily.projector';
export { PageViewsDailyQuery } from './queries/page-views-daily/page-views-daily.query';
export { ALL_CLIENTS, CALLS_DAILY, callsDailyProjector, type CallsDailyDoc } from './projections/calls-daily/calls-daily.projector';
export {
  LEADS_FUNNEL_DAILY,
  leadsFunnelDailyProjector,
  type LeadsFunnelDailyDoc,
} from './projections/leads-funnel-daily/leads-funnel-daily.projector';
export { ACTIVE_CLIENTS_DAILY, MRR_MONTHLY, clientTrendsProjector } from './projections/client-trends/client-trends.projector';
