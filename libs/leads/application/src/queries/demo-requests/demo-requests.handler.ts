import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Where } from '@receptionist/read-store';
import { invalidDemoRequest } from '@receptionist/leads-domain';
import { LEADS_PLATFORM, type LeadsPlatform } from '../../leads-platform';
import { DEMO_REQUESTS, type DemoRequestDoc } from '../../projections/demo-requests/demo-requests.docs';
import { DEMO_REQUESTS_MAX_PAGE, type DemoRequestPage, DemoRequestsQuery } from './demo-requests.query';

const SEARCHED_FIELDS = ['firstName', 'lastName', 'email', 'companyName'];

function whereOf({ search, status }: DemoRequestsQuery['filter']): Where {
  const where: Where = status ? { status } : {};
  const needle = search?.trim();
  if (needle) where.or = SEARCHED_FIELDS.map((field) => ({ [field]: { contains: needle } }));
  return where;
}

@QueryHandler(DemoRequestsQuery)
export class DemoRequestsHandler implements IQueryHandler<DemoRequestsQuery, DemoRequestPage> {
  constructor(@Inject(LEADS_PLATFORM) private readonly platform: LeadsPlatform) {}

  async execute({ filter }: DemoRequestsQuery): Promise<DemoRequestPage> {
    const { limit, offset } = filter;
    if (!Number.isInteger(limit) || limit < 1 || limit > DEMO_REQUESTS_MAX_PAGE) {
      throw invalidDemoRequest(`limit must be between 1 and ${DEMO_REQUESTS_MAX_PAGE}`);
    }
    if (!Number.isInteger(offset) || offset < 0) throw invalidDemoRequest('offset must be 0 or more');
    const collection = this.platform.readModels.collection<DemoRequestDoc>(DEMO_REQUESTS);
    const where = whereOf(filter);
    const [items, total] = await Promise.all([
      collection.find({ where, orderBy: [{ field: 'createdAt', direction: 'desc' }, { field: 'submittedPosition', direction: 'desc' }], limit, offset }),
      collection.count(where),
    ]);
    return { items, total };
  }
}
