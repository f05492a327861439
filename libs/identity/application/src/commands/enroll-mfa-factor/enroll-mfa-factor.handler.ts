import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserState } from '@receptionist/identity-domain';
import { UserAccounts } from '../../users/user-accounts';
import { EnrollMfaFactorCommand } from './enroll-mfa-factor.command';

/** Runs the user decider on the user's stream (handleCommand: load, decide, append with the expected revision). */
@CommandHandler(EnrollMfaFactorCommand)
export class EnrollMfaFactorHandler implements ICommandHandler<EnrollMfaFactorCommand, UserState> {
  constructor(private readonly accounts: UserAccounts) {}

  execute({ type, userId, data, actorId }: EnrollMfaFactorCommand): Promise<UserState> {
    return this.accounts.execute(userId, { type, data }, actorId);
  }
}
