import { Command } from '@nestjs/cqrs';
import { type UserState } from '@receptionist/identity-domain';

/** Marks a factor verified once its first code was right (MfaFactorVerified). */
export class VerifyMfaFactorCommand extends Command<UserState> {
  readonly type = 'VerifyMfaFactor';

  constructor(
    readonly userId: string,
    readonly data: { factorId: string },
    /** Who acts (metadata.actorId): the user by default, null for the system or an operator tool. */
    readonly actorId: string | null = userId,
  ) {
    super();
  }
}
