import { Command } from '@nestjs/cqrs';

/** The owner's client record, created with the defaults when missing; resolves to its id once it is readable. */
export class EnsureClientCommand extends Command<string> {
  constructor(readonly ownerId: string) {
    super();
  }
}
