import { Inject, Injectable } from '@nestjs/common';
import { Command } from '@nestjs/cqrs';
import type { UserCommand, UserState } from '@receptionist/identity-domain';
import { IDENTITY_PLATFORM, type IdentityPlatform } from '../identity.tokens';
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

/**
 * Runs the user decider on the command's stream (handleCommand: load, decide, append with the expected revision). A
 * handler whose caller reads a read model right after the command names it in `readBack`: the answer waits for it.
 */
@Injectable()
export abstract class UserStreamHandler<C extends UserStreamCommand<UserCommand>> {
  protected readonly readBack: readonly string[] = [];

  constructor(
    protected readonly accounts: UserAccounts,
    @Inject(IDENTITY_PLATFORM) private readonly platform: Pick<IdentityPlatform, 'projections'>,
  ) {}

  async execute({ type, userId, data, actorId }: C): Promise<UserState> {
    const { user, position } = await this.accounts.change(userId, { type, data } as UserCommand, actorId);
    if (position !== null && this.readBack.length > 0) await this.platform.projections.waitFor(position, { projectors: this.readBack });
    return user;
  }
}
