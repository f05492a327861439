import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { LEADS_PLATFORM, type LeadsPlatform } from '../../leads-platform';
import { DEMO_REQUESTS, LEAD_HISTORY, type DemoRequestDoc, type LeadHistoryDoc } from '../../projections/demo-requests/demo-requests.docs';
import { DemoRequestHistoryQuery, DemoRequestQuery } from './demo-request.query';

@QueryHandler(DemoRequestQuery)
export class DemoRequestHandler implements IQueryHandler<DemoRequestQuery, DemoRequestDoc | null> {
  constructor(@Inject(LEADS_PLATFORM) private readonly platform: LeadsPlatform) {}

  execute({ id }: DemoRequestQuery): Promise<DemoRequestDoc | null> {
    return this.platform.readModels.collection<DemoRequestDoc>(DEMO_REQUESTS).get(id);
  }
}

@QueryHandler(DemoRequestHistoryQuery)
export class DemoRequestHistoryHandler implements IQueryHandler<DemoRequestHistoryQuery, LeadHistoryDoc[]> {
  constructor(@Inject(LEADS_PLATFORM) private readonly platform: LeadsPlatform) {}

  execute({ requestId }: DemoRequestHistoryQuery): Promise<LeadHistoryDoc[]> {
    return this.platform.readModels.collection<LeadHistoryDoc>(LEAD_HISTORY).find({ where: { requestId }, orderBy: { field: 'revision' } });
  }
}
