import { Query } from '@nestjs/cqrs';
import type { UsageType } from './usage.type';

/** A client's usage in the period that contains `now`. */
export class UsageQuery extends Query<UsageType> {
  constructor(
    readonly clientId: string,
    readonly now: Date,
  ) {
    super();
  }
}
