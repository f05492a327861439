import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserState } from '@receptionist/identity-domain';
import { UserAccounts } from '../../users/user-accounts';
import { VerifyMfaFactorCommand } from './verify-mfa-factor.command';

/** Runs the user decider on the user's stream (handleCommand: load, decide, append with the expected revision). */
@CommandHandler(VerifyMfaFactorCommand)
export class VerifyMfaFactorHandler implements ICommandHandler<VerifyMfaFactorCommand, UserState> {
  constructor(private readonly accounts: UserAccounts) {}

  execute({ type, userId, data, actorId }: VerifyMfaFactorCommand): Promise<UserState> {
    return this.accounts.execute(userId, { type, data }, actorId);
  }
}
