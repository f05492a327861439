import { Query } from '@nestjs/cqrs';
import type { OwnerInboxType } from './owner-inbox.type';

/** One client's inbox counts; "today" is the calendar day in `timeZone` (checked) at `now`. */
export class OwnerInboxQuery extends Query<OwnerInboxType> {
  constructor(
    readonly clientId: string,
    readonly timeZone: string,
    readonly now: Date,
  ) {
    super();
  }
}
