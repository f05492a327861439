import { Query } from '@nestjs/cqrs';
import type { ClientDoc } from '../../projections/clients/clients.projector';
import type { AdminClientsFilter, ClientsCursor, ClientSort } from './admin-clients-filter';

export interface AdminClientsPage {
  docs: ClientDoc[];
  /** Each listed client's minutes this period (calls' published usage). */
  minutesUsed: ReadonlyMap<string, number>;
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
  /** Clients matching the filter (all pages); a lower bound when `totalIsExact` is false. */
  total: number;
  totalIsExact: boolean;
}

/**
 * One page of the clients matching `filter` in `sort` order, after `after`. With `ids`, only those clients that match
 * (how the web app patches rows that changed).
 */
export class AdminClientsQuery extends Query<AdminClientsPage> {
  constructor(
    readonly filter: AdminClientsFilter,
    readonly sort: ClientSort,
    readonly first: number,
    readonly after: ClientsCursor | null,
    readonly ids: readonly string[] | null = null,
    readonly asOf: string | null = null,
  ) {
    super();
  }
}
