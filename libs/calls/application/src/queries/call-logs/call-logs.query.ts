import { Query } from '@nestjs/cqrs';
import type { CallLogDoc } from '../../projections/call-logs/call-logs.projector';
import type { CallLogFilter } from './call-log-filter';

export interface CallLogsPage {
  docs: CallLogDoc[];
  /** Calls matching the filter, counted up to CALL_LOGS_COUNT_CAP. */
  total: number;
  /** True when more than `total` match: the screen shows "10,000+". */
  totalCapped: boolean;
  hasMore: boolean;
  /** Opaque: pass as `after` for the next page; null on an empty page. */
  endCursor: string | null;
}

export const CALL_LOGS_COUNT_CAP = 10_000;

/** One client's calls matching the filter, newest first, after the cursor, with their (capped) total. */
export class CallLogsQuery extends Query<CallLogsPage> {
  constructor(
    readonly clientId: string,
    readonly filter: CallLogFilter,
    readonly limit: number,
    readonly after: string | null = null,
  ) {
    super();
  }
}
