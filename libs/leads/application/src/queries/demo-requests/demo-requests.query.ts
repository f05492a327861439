import { Query } from '@nestjs/cqrs';
import type { DemoRequestStatus } from '@receptionist/contracts';
import type { DemoRequestDoc } from '../../projections/demo-requests/demo-requests.docs';

export interface DemoRequestPage {
  items: DemoRequestDoc[];
  /** All requests matching the search and status, for paging. */
  total: number;
}

export const DEMO_REQUESTS_MAX_PAGE = 200;

/** Newest first; search matches name, e-mail or company (case-insensitive, anywhere in the text). */
export class DemoRequestsQuery extends Query<DemoRequestPage> {
  constructor(
    readonly filter: { search?: string | null; status?: DemoRequestStatus | null; limit: number; offset: number },
  ) {
    super();
  }
}
