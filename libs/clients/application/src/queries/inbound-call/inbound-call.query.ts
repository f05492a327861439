import { Query } from '@nestjs/cqrs';
import type { InboundCallAnswer } from '@receptionist/clients-domain';

/** What the receptionist needs to answer a call to `calledNumber` at `at` (the integrators' guide: libs/calls/README.md, inbound calls). */
export class InboundCallQuery extends Query<InboundCallAnswer> {
  constructor(
    readonly calledNumber: string,
    readonly at: Date,
  ) {
    super();
  }
}
