import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { daysOfRange, median, parseDayRange } from '@receptionist/analytics-domain';
import { ANALYTICS_PLATFORM, type AnalyticsPlatform } from '../../analytics-platform';
import { LEADS_FUNNEL_DAILY, type LeadsFunnelDailyDoc } from '../../projections/leads-funnel-daily/leads-funnel-daily.projector';
import { LeadsFunnelQuery } from './leads-funnel.query';
import type { LeadsFunnelType } from './leads-funnel.type';

@QueryHandler(LeadsFunnelQuery)
export class LeadsFunnelHandler implements IQueryHandler<LeadsFunnelQuery, LeadsFunnelType> {
  constructor(@Inject(ANALYTICS_PLATFORM) private readonly platform: AnalyticsPlatform) {}

  /** One row per day of the range (days without leads are zeros): at most 366 documents read. */
  async execute(query: LeadsFunnelQuery): Promise<LeadsFunnelType> {
    const { from, to } = parseDayRange(query.from, query.to);
    const docs = await this.platform.readModels.collection<LeadsFunnelDailyDoc>(LEADS_FUNNEL_DAILY).find({
      where: { day: { gte: from, lte: to } },
      orderBy: [{ field: 'day' }],
    });
    const byDay = new Map(docs.map((doc) => [doc.day, doc]));
    const days = daysOfRange(from, to).map((day) => {
      const doc = byDay.get(day);
      return {
        day,
        submitted: doc?.submitted ?? 0,
        contacted: doc?.contacted ?? 0,
        qualified: doc?.qualified ?? 0,
        converted: doc?.converted ?? 0,
        medianMinutesToFirstContact: median(doc?.contactMinutes ?? []),
      };
    });
    return { days, medianMinutesToFirstContact: median(docs.flatMap((doc) => doc.contactMinutes)) };
  }
}
