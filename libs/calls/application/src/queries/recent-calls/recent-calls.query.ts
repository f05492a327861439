import { Query } from '@nestjs/cqrs';
import type { CallLogDoc } from '../../projections/call-logs/call-logs.projector';

/** The client's newest calls (no total: the dashboard's recent calls do not show one). */
export class RecentCallsQuery extends Query<CallLogDoc[]> {
  constructor(
    readonly clientId: string,
    readonly limit: number,
  ) {
    super();
  }
}
