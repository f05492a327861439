import { Query } from '@nestjs/cqrs';
import type { CallsDayType } from './calls-day.type';

/** Calls by outcome and billed minutes per UTC day over an inclusive range, of all clients or of one. */
export class CallsDailyQuery extends Query<CallsDayType[]> {
  constructor(
    readonly from: string,
    readonly to: string,
    readonly clientId: string | null,
  ) {
    super();
  }
}
