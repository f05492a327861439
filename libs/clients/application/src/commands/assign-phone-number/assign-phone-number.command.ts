import { Command } from '@nestjs/cqrs';

/** An administrator gives a client a phone number; resolves once the client read models show it. */
export class AssignPhoneNumberCommand extends Command<void> {
  constructor(
    readonly clientId: string,
    readonly phoneNumber: string,
    readonly actorId: string,
  ) {
    super();
  }
}
