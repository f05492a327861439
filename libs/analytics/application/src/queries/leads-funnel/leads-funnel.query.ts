import { Query } from '@nestjs/cqrs';
import type { LeadsFunnelType } from './leads-funnel.type';

/** The leads funnel per UTC day over an inclusive range, with the median time to first contact. */
export class LeadsFunnelQuery extends Query<LeadsFunnelType> {
  constructor(
    readonly from: string,
    readonly to: string,
  ) {
    super();
  }
}
