import { Command } from '@nestjs/cqrs';
import type { UserState } from '@receptionist/identity-domain';
import type { OneTimeTokenKind } from '../../operational-store/operational-store.port';

/**
 * A mailed link or code proved the mailbox (EmailConfirmed; nothing when already confirmed). For an unconfirmed
 * account the confirmed sign-up's password and name apply and every other sign-up and session ends
 * (UserAccounts.confirmMailbox). A confirmed e-mail change (`email_change`) confirms the new address and nothing else.
 */
export class ConfirmEmailCommand extends Command<UserState> {
  readonly type = 'ConfirmEmail';

  constructor(
    readonly userId: string,
    readonly data: { proof: OneTimeTokenKind; signUpId?: string },
  ) {
    super();
  }
}
