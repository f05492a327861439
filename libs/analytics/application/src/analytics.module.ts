import { Module } from '@nestjs/common';
import { RecordVisitHandler } from './commands/record-visit/record-visit.handler';
import { TrackController } from './commands/record-visit/track.controller';
import { callsDailyProjector } from './projections/calls-daily/calls-daily.projector';
import { clientTrendsProjector } from './projections/client-trends/client-trends.projector';
import { leadsFunnelDailyProjector } from './projections/leads-funnel-daily/leads-funnel-daily.projector';
import { pageViewsDailyProjector } from './projections/page-views-daily/page-views-daily.projector';
import { CallsDailyHandler } from './queries/calls-daily/calls-daily.handler';
import { CallsDailyResolver } from './queries/calls-daily/calls-daily.resolver';
import { ClientTrendsHandler } from './queries/client-trends/client-trends.handler';
import { ClientTrendsResolver } from './queries/client-trends/client-trends.resolver';
import { LeadsFunnelHandler } from './queries/leads-funnel/leads-funnel.handler';
import { LeadsFunnelResolver } from './queries/leads-funnel/leads-funnel.resolver';
import { PageViewsDailyHandler } from './queries/page-views-daily/page-views-daily.handler';
import { PageViewsDailyResolver } from './queries/page-views-daily/page-views-daily.resolver';

/** The analytics context: page-view and lead tracking, and the daily page-view read model, and the trend read models (calls, minutes, leads funnel, MRR, active clients). Needs ANALYTICS_PLATFORM. */
@Module({
  controllers: [TrackController],
  providers: [
    RecordVisitHandler,
    PageViewsDailyHandler,
    PageViewsDailyResolver,
    CallsDailyHandler,
    CallsDailyResolver,
    LeadsFunnelHandler,
    LeadsFunnelResolver,
    ClientTrendsHandler,
    ClientTrendsResolver,
  ],
})
export class AnalyticsModule {}

export const analyticsProjectors = [pageViewsDailyProjector, callsDailyProjector, leadsFunnelDailyProjector, clientTrendsProjector];
