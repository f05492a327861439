import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserState } from '@receptionist/identity-domain';
import { UserAccounts } from '../../users/user-accounts';
import { ChangeFullNameCommand } from './change-full-name.command';

/** Runs the user decider on the user's stream (handleCommand: load, decide, append with the expected revision). */
@CommandHandler(ChangeFullNameCommand)
export class ChangeFullNameHandler implements ICommandHandler<ChangeFullNameCommand, UserState> {
  constructor(private readonly accounts: UserAccounts) {}

  execute({ type, userId, data, actorId }: ChangeFullNameCommand): Promise<UserState> {
    return this.accounts.execute(userId, { type, data }, actorId);
  }
}
