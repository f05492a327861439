import { Query } from '@nestjs/cqrs';
import type { LeadStatsDoc } from '../../projections/demo-requests/demo-requests.docs';

/** The stat cards: total and per-status counts. */
export class DemoRequestStatsQuery extends Query<LeadStatsDoc> {
  constructor(readonly asOf: string | null = null) {
    super();
  }
}
