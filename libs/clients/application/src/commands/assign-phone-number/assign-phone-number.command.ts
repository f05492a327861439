import { Command } from '@nestjs/cqrs';
import type { Actor } from '@receptionist/domain-kit';

/** An administrator gives a client a phone number; resolves once the client read models show it. */
export class AssignPhoneNumberCommand extends Command<void> {
  constructor(
    readonly clientId: string,
    readonly phoneNumber: string,
    readonly by: Actor,
  ) {
    super();
  }
}
