import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { daysOfRange, monthOf, monthsOfRange, parseClientFilter, parseDayRange } from '@receptionist/analytics-domain';
import { ANALYTICS_PLATFORM, type AnalyticsPlatform } from '../../analytics-platform';
import { ALL_CLIENTS } from '../../projections/calls-daily/calls-daily.projector';
import {
  ACTIVE_CLIENTS_DAILY,
  type ActiveClientsDailyDoc,
  MRR_MONTHLY,
  type MrrMonthlyDoc,
} from '../../projections/client-trends/client-trends.projector';
import { ClientTrendsQuery } from './client-trends.query';
import type { ClientTrendsType } from './client-trends.type';

/** Each key's value: the latest document at or before it, carried forward (0 before the first). */
function carriedForward<Doc>(keys: string[], earlier: Doc | undefined, docs: Doc[], keyOf: (doc: Doc) => string, valueOf: (doc: Doc) => number) {
  const byKey = new Map(docs.map((doc) => [keyOf(doc), valueOf(doc)]));
  let value = earlier ? valueOf(earlier) : 0;
  return keys.map((key) => {
    value = byKey.get(key) ?? value;
    return { key, value };
  });
}

@QueryHandler(ClientTrendsQuery)
export class ClientTrendsHandler implements IQueryHandler<ClientTrendsQuery, ClientTrendsType> {
  constructor(@Inject(ANALYTICS_PLATFORM) private readonly platform: AnalyticsPlatform) {}

  /** At most 366 day documents and 13 month documents, plus the one before each range. */
  async execute(query: ClientTrendsQuery): Promise<ClientTrendsType> {
    const { from, to } = parseDayRange(query.from, query.to);
    const clientId = parseClientFilter(query.clientId) ?? ALL_CLIENTS;
    const days = this.platform.readModels.collection<ActiveClientsDailyDoc>(ACTIVE_CLIENTS_DAILY);
    const months = this.platform.readModels.collection<MrrMonthlyDoc>(MRR_MONTHLY);
    const [dayDocs, [dayBefore], monthDocs, [monthBefore]] = await Promise.all([
      days.find({ where: { clientId, day: { gte: from, lte: to } }, orderBy: [{ field: 'clientId' }, { field: 'day' }] }),
      days.find({
        where: { clientId, day: { lt: from } },
        orderBy: [
          { field: 'clientId', direction: 'desc' },
          { field: 'day', direction: 'desc' },
        ],
        limit: 1,
      }),
      months.find({ where: { clientId, month: { gte: monthOf(from), lte: monthOf(to) } }, orderBy: [{ field: 'clientId' }, { field: 'month' }] }),
      months.find({
        where: { clientId, month: { lt: monthOf(from) } },
        orderBy: [
          { field: 'clientId', direction: 'desc' },
          { field: 'month', direction: 'desc' },
        ],
        limit: 1,
      }),
    ]);
    return {
      mrrMonthly: carriedForward(
        monthsOfRange(from, to),
        monthBefore,
        monthDocs,
        (doc) => doc.month,
        (doc) => doc.mrr,
      ).map(({ key, value }) => ({ month: key, mrr: value })),
      activeClientsDaily: carriedForward(
        daysOfRange(from, to),
        dayBefore,
        dayDocs,
        (doc) => doc.day,
        (doc) => doc.active,
      ).map(({ key, value }) => ({ day: key, active: value })),
    };
  }
}
