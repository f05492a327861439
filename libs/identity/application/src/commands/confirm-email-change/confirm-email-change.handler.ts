import { CommandHandler } from '@nestjs/cqrs';
import type { UserState } from '@receptionist/identity-domain';
import { AuthApiError } from '../../http/auth-api.error';
import { EmailTakenError } from '../../users/email-reservations';
import { UserStreamHandler } from '../user-stream-command';
import { ConfirmEmailChangeCommand } from './confirm-email-change.command';

/** The new address is reserved before the change and the old one released after it, so addresses stay unique. */
@CommandHandler(ConfirmEmailChangeCommand)
export class ConfirmEmailChangeHandler extends UserStreamHandler<ConfirmEmailChangeCommand> {
  override async execute(command: ConfirmEmailChangeCommand): Promise<UserState> {
    const before = await this.accounts.load(command.userId);
    try {
      await this.accounts.reservations.reserve(command.data.newEmail, command.userId);
    } catch (error) {
      if (error instanceof EmailTakenError) throw new AuthApiError(422, 'email_exists', 'A user with this email address has already been registered');
      throw error;
    }
    const after = await super.execute(command);
    await this.accounts.reservations.release(before.email, command.userId);
    return after;
  }
}
