import { Command } from '@nestjs/cqrs';
import { type UserState } from '@receptionist/identity-domain';

/** The stop link to the old address: ends that pending change (EmailChangeCancelled), nothing if it is no longer pending. */
export class CancelEmailChangeCommand extends Command<UserState> {
  readonly type = 'CancelEmailChange';

  constructor(
    readonly userId: string,
    readonly data: { newEmail: string },
    /** Who acts (metadata.actorId): the user by default, null for the system or an operator tool. */
    readonly actorId: string | null = userId,
  ) {
    super();
  }
}
