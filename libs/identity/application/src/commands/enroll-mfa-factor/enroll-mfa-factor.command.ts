import { Command } from '@nestjs/cqrs';
import { type UserState } from '@receptionist/identity-domain';

/** Enrols an unverified TOTP factor (MfaFactorEnrolled); its sealed secret is stored by the caller. */
export class EnrollMfaFactorCommand extends Command<UserState> {
  readonly type = 'EnrollMfaFactor';

  constructor(
    readonly userId: string,
    readonly data: { factorId: string; friendlyName: string },
    /** Who acts (metadata.actorId): the user by default, null for the system or an operator tool. */
    readonly actorId: string | null = userId,
  ) {
    super();
  }
}
