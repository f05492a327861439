import { Query } from '@nestjs/cqrs';
import type { CallDetailDoc } from './call-detail';

/** One call of the client with its transcript; another client's call is reported as not found. */
export class CallLogQuery extends Query<CallDetailDoc> {
  constructor(
    readonly clientId: string,
    readonly callId: string,
  ) {
    super();
  }
}
