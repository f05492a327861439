import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserState } from '@receptionist/identity-domain';
import { UserAccounts } from '../../users/user-accounts';
import { ChangePasswordCommand } from './change-password.command';

/** Stores the new hash, then runs the user decider (UserAccounts.changePassword). Sessions are the caller's concern. */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand, UserState> {
  constructor(private readonly accounts: UserAccounts) {}

  execute({ userId, passwordHash, actorId }: ChangePasswordCommand): Promise<UserState> {
    return this.accounts.changePassword(userId, passwordHash, actorId);
  }
}
