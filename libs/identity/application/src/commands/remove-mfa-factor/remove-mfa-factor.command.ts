import { Command } from '@nestjs/cqrs';
import { type UserState } from '@receptionist/identity-domain';

/** Removes a factor (MfaFactorRemoved). */
export class RemoveMfaFactorCommand extends Command<UserState> {
  readonly type = 'RemoveMfaFactor';

  constructor(
    readonly userId: string,
    readonly data: { factorId: string },
    /** Who acts (metadata.actorId): the user by default, null for the system or an operator tool. */
    readonly actorId: string | null = userId,
  ) {
    super();
  }
}
