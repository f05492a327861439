import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CallAccountNotFoundError, callAccountOf, clientAccountStream, forecastMinutes, periodBounds, periodOf } from '@receptionist/calls-domain';
import { USAGE_WARNING_THRESHOLDS, usagePercent } from '@receptionist/contracts';
import { CALLS_PLATFORM, type CallsPlatform } from '../../calls-platform';
import { CALL_ACCOUNTS, type CallAccountDoc, USAGE, usageDocId, type UsageDoc } from '../../projections/usage/usage.projector';
import { UsageQuery } from './usage.query';
import type { UsageType } from './usage.type';

@QueryHandler(UsageQuery)
export class UsageHandler implements IQueryHandler<UsageQuery, UsageType> {
  constructor(@Inject(CALLS_PLATFORM) private readonly platform: CallsPlatform) {}

  async execute({ clientId, now }: UsageQuery): Promise<UsageType> {
    // The read model; right after the record was opened (before the projector caught up), the client stream itself.
    const client =
      (await this.platform.readModels.collection<CallAccountDoc>(CALL_ACCOUNTS).get(clientId)) ??
      callAccountOf(await this.platform.eventStore.readStream(clientAccountStream(clientId)));
    if (!client.exists) throw new CallAccountNotFoundError();
    const period = periodOf(now);
    const doc = await this.platform.readModels.collection<UsageDoc>(USAGE).get(usageDocId(clientId, period));
    const minutesUsed = doc?.minutes_used ?? 0;
    const percentUsed = usagePercent(minutesUsed, client.minutesLimit);
    const { start, end } = periodBounds(period);
    return {
      period,
      periodStart: start,
      periodEnd: end,
      minutesUsed,
      minutesLimit: client.minutesLimit,
      percentUsed,
      totalCalls: doc?.total_calls ?? 0,
      testCalls: doc?.test_calls ?? 0,
      forecastMinutes: forecastMinutes(minutesUsed, period, now),
      warningLevel: Math.max(0, ...USAGE_WARNING_THRESHOLDS.filter((threshold) => percentUsed >= threshold)),
    };
  }
}
