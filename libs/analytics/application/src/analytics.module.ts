import { Module } from '@nestjs/common';
import { RecordVisitHandler } from './commands/record-visit/record-visit.handler';
import { TrackController } from './commands/record-visit/track.controller';
import { pageViewsDailyProjector } from './projections/page-views-daily/page-views-daily.projector';
import { PageViewsDailyHandler } from './queries/page-views-daily/page-views-daily.handler';
import { PageViewsDailyResolver } from './queries/page-views-daily/page-views-daily.resolver';

/** The analytics context: page-view and lead tracking, and the daily page-view read model. Needs ANALYTICS_PLATFORM. */
@Module({
  controllers: [TrackController],
  providers: [RecordVisitHandler, PageViewsDailyHandler, PageViewsDailyResolver],
})
export class AnalyticsModule {}

export const analyticsProjectors = [pageViewsDailyProjector];
