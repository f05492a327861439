import { Query } from '@nestjs/cqrs';
import type { PageInfo } from '@receptionist/read-store';
import type { CallLogDoc } from '../../projections/call-logs/call-logs.projector';
import type { CallLogFilter } from './call-log-filter';

export interface CallLogsPage extends PageInfo {
  docs: CallLogDoc[];
}

/** Calls matching the filter are counted up to here. */
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
