import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserState } from '@receptionist/identity-domain';
import { UserAccounts } from '../../users/user-accounts';
import { ConfirmEmailCommand } from './confirm-email.command';

/** Runs the user decider's ConfirmEmail with the mailbox proof's consequences (UserAccounts.confirmMailbox). */
@CommandHandler(ConfirmEmailCommand)
export class ConfirmEmailHandler implements ICommandHandler<ConfirmEmailCommand, UserState> {
  constructor(private readonly accounts: UserAccounts) {}

  execute({ type, userId, data: { proof, signUpId } }: ConfirmEmailCommand): Promise<UserState> {
    if (proof === 'email_change') return this.accounts.execute(userId, { type, data: {} });
    return this.accounts.confirmMailbox(userId, proof, signUpId);
  }
}
