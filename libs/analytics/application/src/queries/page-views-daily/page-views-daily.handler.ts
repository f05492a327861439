import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { parseDayRange } from '@receptionist/analytics-domain';
import { ANALYTICS_PLATFORM, type AnalyticsPlatform } from '../../analytics-platform';
import { PAGE_VIEWS_DAILY, type PageViewsDailyDoc } from '../../projections/page-views-daily/page-views-daily.projector';
import { PageViewsDailyQuery } from './page-views-daily.query';

@QueryHandler(PageViewsDailyQuery)
export class PageViewsDailyHandler implements IQueryHandler<PageViewsDailyQuery, PageViewsDailyDoc[]> {
  constructor(@Inject(ANALYTICS_PLATFORM) private readonly platform: AnalyticsPlatform) {}

  execute(query: PageViewsDailyQuery): Promise<PageViewsDailyDoc[]> {
    const { from, to } = parseDayRange(query.from, query.to);
    return this.platform.readModels.collection<PageViewsDailyDoc>(PAGE_VIEWS_DAILY).find({
      where: { day: { gte: from, lte: to } },
      orderBy: [{ field: 'day' }, { field: 'count', direction: 'desc' }, { field: 'path' }],
    });
  }
}
