import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserState } from '@receptionist/identity-domain';
import { UserAccounts } from '../../users/user-accounts';
import { RequestEmailChangeCommand } from './request-email-change.command';

/** Runs the user decider on the user's stream (handleCommand: load, decide, append with the expected revision). */
@CommandHandler(RequestEmailChangeCommand)
export class RequestEmailChangeHandler implements ICommandHandler<RequestEmailChangeCommand, UserState> {
  constructor(private readonly accounts: UserAccounts) {}

  execute({ type, userId, data, actorId }: RequestEmailChangeCommand): Promise<UserState> {
    return this.accounts.execute(userId, { type, data }, actorId);
  }
}
