import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserState } from '@receptionist/identity-domain';
import { UserAccounts } from '../../users/user-accounts';
import { RegisterUserCommand } from './register-user.command';

/** Stores the hash, then runs the user decider on the new stream (UserAccounts.register). */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, UserState> {
  constructor(private readonly accounts: UserAccounts) {}

  execute({ data, passwordHash, actorId }: RegisterUserCommand): Promise<UserState> {
    return this.accounts.register({ ...data, passwordHash }, actorId);
  }
}
