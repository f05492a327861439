import { Command } from '@nestjs/cqrs';
import { type UserState } from '@receptionist/identity-domain';

/** Applies the pending e-mail change its link confirmed (EmailChanged). */
export class ConfirmEmailChangeCommand extends Command<UserState> {
  readonly type = 'ConfirmEmailChange';

  constructor(
    readonly userId: string,
    readonly data: { newEmail: string },
    /** Who acts (metadata.actorId): the user by default, null for the system or an operator tool. */
    readonly actorId: string | null = userId,
  ) {
    super();
  }
}
