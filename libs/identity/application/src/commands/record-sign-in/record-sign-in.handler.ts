import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserState } from '@receptionist/identity-domain';
import { UserAccounts } from '../../users/user-accounts';
import { RecordSignInCommand } from './record-sign-in.command';

/** Runs the user decider on the user's stream (handleCommand: load, decide, append with the expected revision). */
@CommandHandler(RecordSignInCommand)
export class RecordSignInHandler implements ICommandHandler<RecordSignInCommand, UserState> {
  constructor(private readonly accounts: UserAccounts) {}

  execute({ type, userId, data, actorId }: RecordSignInCommand): Promise<UserState> {
    return this.accounts.execute(userId, { type, data }, actorId);
  }
}
