import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { readModelsAsOf } from '@receptionist/projections';
import { LEADS_PLATFORM, type LeadsPlatform } from '../../leads-platform';
import { DEMO_REQUESTS, LEAD_HISTORY, type DemoRequestDoc, type LeadHistoryDoc } from '../../projections/demo-requests/demo-requests.docs';
import { DemoRequestHistoryQuery, DemoRequestQuery } from './demo-request.query';

@QueryHandler(DemoRequestQuery)
export class DemoRequestHandler implements IQueryHandler<DemoRequestQuery, DemoRequestDoc | null> {
  constructor(@Inject(LEADS_PLATFORM) private readonly platform: LeadsPlatform) {}

  async execute({ id, asOf }: DemoRequestQuery): Promise<DemoRequestDoc | null> {
    return (await readModelsAsOf(this.platform, asOf)).collection<DemoRequestDoc>(DEMO_REQUESTS).get(id);
  }
}

@QueryHandler(DemoRequestHistoryQuery)
export class DemoRequestHistoryHandler implements IQueryHandler<DemoRequestHistoryQuery, LeadHistoryDoc[]> {
  constructor(@Inject(LEADS_PLATFORM) private readonly platform: LeadsPlatform) {}

  async execute({ requestId, asOf }: DemoRequestHistoryQuery): Promise<LeadHistoryDoc[]> {
    return (await readModelsAsOf(this.platform, asOf))
      .collection<LeadHistoryDoc>(LEAD_HISTORY)
      .find({ where: { requestId }, orderBy: { field: 'revision' } });
  }
}
