import { Query } from '@nestjs/cqrs';
import type { DemoRequestStatus } from '@receptionist/contracts';
import type { DemoRequestDoc } from '../../projections/demo-requests/demo-requests.docs';

export interface DemoRequestPage {
  items: DemoRequestDoc[];
  /** All requests matching the search and status; with a search, counted up to DEMO_REQUESTS_COUNT_CAP. */
  total: number;
  /** True when more than `total` match (a search counted up to the cap): the screen shows "10,000+". */
  totalCapped: boolean;
  hasMore: boolean;
  /** Opaque: pass as `after` for the next page; null on an empty page. */
  endCursor: string | null;
}

export const DEMO_REQUESTS_MAX_PAGE = 200;
export const DEMO_REQUESTS_COUNT_CAP = 10_000;

/**
 * Newest first; search matches the start of words of the name, e-mail or company (case- and accent-insensitive) or
 * the digits of the phone; `after` is the `endCursor` of the previous page (keyset paging: any depth costs the same).
 */
export class DemoRequestsQuery extends Query<DemoRequestPage> {
  constructor(
    readonly filter: { search?: string | null; status?: DemoRequestStatus | null; limit: number; after?: string | null; asOf?: string | null },
  ) {
    super();
  }
}
