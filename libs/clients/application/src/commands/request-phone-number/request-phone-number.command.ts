import { Command } from '@nestjs/cqrs';
import type { Actor } from '@receptionist/domain-kit';

/** An owner asks the admins for a phone number (once; refused when one is assigned). Resolves once the client read models show it. */
export class RequestPhoneNumberCommand extends Command<void> {
  constructor(
    readonly clientId: string,
    readonly by: Actor,
  ) {
    super();
  }
}
