import { Query } from '@nestjs/cqrs';
import type { CallLogDoc } from '../../projections/call-logs/call-logs.projector';
import type { CallLogFilter } from './call-log-filter';

/** One client's calls matching the filter, newest first, and how many match. */
export class CallLogsQuery extends Query<{ docs: CallLogDoc[]; total: number }> {
  constructor(
    readonly clientId: string,
    readonly filter: CallLogFilter,
    readonly limit: number,
    readonly offset: number,
  ) {
    super();
  }
}
