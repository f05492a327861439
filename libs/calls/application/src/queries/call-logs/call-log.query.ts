import { Query } from '@nestjs/cqrs';
import type { CallLogDoc } from '../../projections/call-logs/call-logs.projector';

/** One call of the client; another client's call is reported as not found. */
export class CallLogQuery extends Query<CallLogDoc> {
  constructor(
    readonly clientId: string,
    readonly callId: string,
  ) {
    super();
  }
}
