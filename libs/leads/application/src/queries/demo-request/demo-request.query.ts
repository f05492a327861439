import { Query } from '@nestjs/cqrs';
import type { DemoRequestDoc, LeadHistoryDoc } from '../../projections/demo-requests/demo-requests.docs';

/** One request by id, or null; live, or as of a past instant. */
export class DemoRequestQuery extends Query<DemoRequestDoc | null> {
  constructor(
    readonly id: string,
    readonly asOf: string | null = null,
  ) {
    super();
  }
}

/** A request's events in order: submitted, status changes, notes saved. */
export class DemoRequestHistoryQuery extends Query<LeadHistoryDoc[]> {
  constructor(
    readonly requestId: string,
    readonly asOf: string | null = null,
  ) {
    super();
  }
}
