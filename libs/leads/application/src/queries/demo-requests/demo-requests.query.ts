import { Query } from '@nestjs/cqrs';
import type { DemoRequestStatus } from '@receptionist/contracts';
import type { PageInfo } from '@receptionist/read-store';
import type { DemoRequestDoc } from '../../projections/demo-requests/demo-requests.docs';

export interface DemoRequestPage extends PageInfo {
  items: DemoRequestDoc[];
}

export const DEMO_REQUESTS_MAX_PAGE = 200;
/** With a search, the matching requests are counted up to here; without one, the projector's counters are exact. */
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
