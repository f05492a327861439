import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserState } from '@receptionist/identity-domain';
import { AuthApiError } from '../../http/auth-api.error';
import { EmailTakenError } from '../../users/email-reservations';
import { UserAccounts } from '../../users/user-accounts';
import { ConfirmEmailChangeCommand } from './confirm-email-change.command';

/** The new address is reserved before the change and the old one released after it, so addresses stay unique. */
@CommandHandler(ConfirmEmailChangeCommand)
export class ConfirmEmailChangeHandler implements ICommandHandler<ConfirmEmailChangeCommand, UserState> {
  constructor(private readonly accounts: UserAccounts) {}

  async execute({ type, userId, data, actorId }: ConfirmEmailChangeCommand): Promise<UserState> {
    const before = await this.accounts.load(userId);
    try {
      await this.accounts.reservations.reserve(data.newEmail, userId);
    } catch (error) {
      if (error instanceof EmailTakenError) throw new AuthApiError(422, 'email_exists', 'A user with this email address has already been registered');
      throw error;
    }
    const after = await this.accounts.execute(userId, { type, data }, actorId);
    await this.accounts.reservations.release(before.email, userId);
    return after;
  }
}
