import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserState } from '@receptionist/identity-domain';
import { UserAccounts } from '../../users/user-accounts';
import { RemoveMfaFactorCommand } from './remove-mfa-factor.command';

/** Runs the user decider on the user's stream (handleCommand: load, decide, append with the expected revision). */
@CommandHandler(RemoveMfaFactorCommand)
export class RemoveMfaFactorHandler implements ICommandHandler<RemoveMfaFactorCommand, UserState> {
  constructor(private readonly accounts: UserAccounts) {}

  execute({ type, userId, data, actorId }: RemoveMfaFactorCommand): Promise<UserState> {
    return this.accounts.execute(userId, { type, data }, actorId);
  }
}
