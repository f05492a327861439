import { Command } from '@nestjs/cqrs';
import { type UserState } from '@receptionist/identity-domain';

/** Changes the name shown for the user (FullNameChanged; nothing when unchanged). */
export class ChangeFullNameCommand extends Command<UserState> {
  readonly type = 'ChangeFullName';

  constructor(
    readonly userId: string,
    readonly data: { fullName: string },
    /** Who acts (metadata.actorId): the user by default, null for the system or an operator tool. */
    readonly actorId: string | null = userId,
  ) {
    super();
  }
}
