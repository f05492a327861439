import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { daysOfRange, parseClientFilter, parseDayRange } from '@receptionist/analytics-domain';
import { ANALYTICS_PLATFORM, type AnalyticsPlatform } from '../../analytics-platform';
import { ALL_CLIENTS, CALLS_DAILY, type CallsDailyDoc } from '../../projections/calls-daily/calls-daily.projector';
import { CallsDailyQuery } from './calls-daily.query';
import type { CallsDayType } from './calls-day.type';

@QueryHandler(CallsDailyQuery)
export class CallsDailyHandler implements IQueryHandler<CallsDailyQuery, CallsDayType[]> {
  constructor(@Inject(ANALYTICS_PLATFORM) private readonly platform: AnalyticsPlatform) {}

  /** One row per day of the range (days without calls are zeros): at most 366 documents read. */
  async execute(query: CallsDailyQuery): Promise<CallsDayType[]> {
    const { from, to } = parseDayRange(query.from, query.to);
    const clientId = parseClientFilter(query.clientId) ?? ALL_CLIENTS;
    const docs = await this.platform.readModels.collection<CallsDailyDoc>(CALLS_DAILY).find({
      where: { clientId, day: { gte: from, lte: to } },
      orderBy: [{ field: 'clientId' }, { field: 'day' }],
    });
    const byDay = new Map(docs.map((doc) => [doc.day, doc]));
    return daysOfRange(from, to).map((day) => {
      const doc = byDay.get(day);
      return {
        day,
        calls: doc?.calls ?? 0,
        minutes: doc?.minutes ?? 0,
        bookedAppointment: doc?.booked_appointment ?? 0,
        completed: doc?.completed ?? 0,
        missed: doc?.missed ?? 0,
        voicemail: doc?.voicemail ?? 0,
        information: doc?.information ?? 0,
        unknown: doc?.unknown ?? 0,
      };
    });
  }
}
