import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserState } from '@receptionist/identity-domain';
import { UserAccounts } from '../../users/user-accounts';
import { CancelEmailChangeCommand } from './cancel-email-change.command';

/** Runs the user decider on the user's stream (handleCommand: load, decide, append with the expected revision). */
@CommandHandler(CancelEmailChangeCommand)
export class CancelEmailChangeHandler implements ICommandHandler<CancelEmailChangeCommand, UserState> {
  constructor(private readonly accounts: UserAccounts) {}

  execute({ type, userId, data, actorId }: CancelEmailChangeCommand): Promise<UserState> {
    return this.accounts.execute(userId, { type, data }, actorId);
  }
}
