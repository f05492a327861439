import { Injectable } from '@nestjs/common';
import { Command } from '@nestjs/cqrs';
import type { UserCommand, UserState } from '@receptionist/identity-domain';
import { UserAccounts } from '../users/user-accounts';

/**
 * A command on one user's stream as the bus carries it: the decider's `{ type, data }`, the user it is for, and who
 * acts (metadata.actorId: the user by default, null for the system or an operator tool).
 */
export abstract class UserStreamCommand<T extends UserCommand> extends Command<UserState> {
  abstract readonly type: T['type'];

  constructor(
    readonly userId: string,
    readonly data: T['data'],
    readonly actorId: string | null = userId,
  ) {
    super();
  }
}

/** Runs the user decider on the command's stream (handleCommand: load, decide, append with the expected revision). */
@Injectable()
export abstract class UserStreamHandler<C extends UserStreamCommand<UserCommand>> {
  constructor(private readonly accounts: UserAccounts) {}

  execute({ type, userId, data, actorId }: C): Promise<UserState> {
    return this.accounts.execute(userId, { type, data } as UserCommand, actorId);
  }
}
