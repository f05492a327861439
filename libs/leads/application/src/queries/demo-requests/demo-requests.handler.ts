import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DEMO_REQUEST_STATUSES } from '@receptionist/contracts';
import { readModelsAsOf, type ReadModels } from '@receptionist/projections';
import { decodePageCursor, encodePageCursor, type OrderBy, sortValuesOf, type Where } from '@receptionist/read-store';
import { invalidDemoRequest } from '@receptionist/leads-domain';
import { LEADS_PLATFORM, type LeadsPlatform } from '../../leads-platform';
import {
  DEMO_REQUESTS,
  EMPTY_LEAD_STATS,
  LEAD_STATS,
  LEAD_STATS_ID,
  type DemoRequestDoc,
  type LeadStatsDoc,
} from '../../projections/demo-requests/demo-requests.docs';
import { DEMO_REQUESTS_COUNT_CAP, DEMO_REQUESTS_MAX_PAGE, type DemoRequestPage, DemoRequestsQuery } from './demo-requests.query';

/** Newest first; requests submitted in the same millisecond by their position in the log, then by id. */
const ORDER: OrderBy[] = [
  { field: 'createdAt', direction: 'desc' },
  { field: 'submittedPosition', direction: 'desc' },
  { field: 'id', direction: 'desc' },
];
export const INVALID_PAGE_CURSOR = 'This page link is no longer valid: go back to the first page.';
const MAX_SEARCH = 200;

@QueryHandler(DemoRequestsQuery)
export class DemoRequestsHandler implements IQueryHandler<DemoRequestsQuery, DemoRequestPage> {
  constructor(@Inject(LEADS_PLATFORM) private readonly platform: LeadsPlatform) {}

  async execute({ filter }: DemoRequestsQuery): Promise<DemoRequestPage> {
    const { limit, status } = filter;
    if (!Number.isInteger(limit) || limit < 1 || limit > DEMO_REQUESTS_MAX_PAGE) {
      throw invalidDemoRequest(`limit must be between 1 and ${DEMO_REQUESTS_MAX_PAGE}`);
    }
    if (status && !DEMO_REQUEST_STATUSES.includes(status)) throw invalidDemoRequest(`status must be one of: ${DEMO_REQUEST_STATUSES.join(', ')}`);
    const search = filter.search?.trim() || undefined;
    if (search && search.length > MAX_SEARCH) throw invalidDemoRequest(`search must be at most ${MAX_SEARCH} characters`);
    const after = filter.after ? decodePageCursor(filter.after, ORDER.length) : undefined;
    if (after === null) throw invalidDemoRequest(INVALID_PAGE_CURSOR);

    const readModels = await readModelsAsOf(this.platform, filter.asOf);
    const collection = readModels.collection<DemoRequestDoc>(DEMO_REQUESTS);
    const where: Where = status ? { status } : {};
    const rows = await collection.find({ where, search, orderBy: ORDER, limit: limit + 1, after });
    const items = rows.slice(0, limit);
    const { total, totalCapped } = await this.total(readModels, where, search);
    const last = items[items.length - 1];
    return { items, total, totalCapped, hasMore: rows.length > limit, endCursor: last ? encodePageCursor(sortValuesOf(last, ORDER)) : null };
  }

  /** Without a search, the counters the projector keeps; with one, counted through the index up to the cap. */
  private async total(readModels: ReadModels, where: Where, search: string | undefined): Promise<{ total: number; totalCapped: boolean }> {
    if (!search) {
      const stats = (await readModels.collection<LeadStatsDoc>(LEAD_STATS).get(LEAD_STATS_ID)) ?? EMPTY_LEAD_STATS;
      const status = where['status'] as keyof LeadStatsDoc | undefined;
      return { total: Number(status ? stats[status] : stats.total), totalCapped: false };
    }
    const counted = await readModels.collection(DEMO_REQUESTS).count(where, { search, limit: DEMO_REQUESTS_COUNT_CAP + 1 });
    return counted > DEMO_REQUESTS_COUNT_CAP ? { total: DEMO_REQUESTS_COUNT_CAP, totalCapped: true } : { total: counted, totalCapped: false };
  }
}
