import { Command } from '@nestjs/cqrs';
import { type UserState } from '@receptionist/identity-domain';

/** Records a requested e-mail change (EmailChangeRequested); the confirmation mails are the caller's. */
export class RequestEmailChangeCommand extends Command<UserState> {
  readonly type = 'RequestEmailChange';

  constructor(
    readonly userId: string,
    readonly data: { newEmail: string },
    /** Who acts (metadata.actorId): the user by default, null for the system or an operator tool. */
    readonly actorId: string | null = userId,
  ) {
    super();
  }
}
