import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { readModelsAsOf } from '@receptionist/projections';
import { LEADS_PLATFORM, type LeadsPlatform } from '../../leads-platform';
import { EMPTY_LEAD_STATS, LEAD_STATS, LEAD_STATS_ID, type LeadStatsDoc } from '../../projections/demo-requests/demo-requests.docs';
import { DemoRequestStatsQuery } from './demo-request-stats.query';

@QueryHandler(DemoRequestStatsQuery)
export class DemoRequestStatsHandler implements IQueryHandler<DemoRequestStatsQuery, LeadStatsDoc> {
  constructor(@Inject(LEADS_PLATFORM) private readonly platform: LeadsPlatform) {}

  async execute({ asOf }: DemoRequestStatsQuery): Promise<LeadStatsDoc> {
    return (await (await readModelsAsOf(this.platform, asOf)).collection<LeadStatsDoc>(LEAD_STATS).get(LEAD_STATS_ID)) ?? EMPTY_LEAD_STATS;
  }
}
