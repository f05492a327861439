import { Command } from '@nestjs/cqrs';
import type { UserRole, UserState } from '@receptionist/identity-domain';

/**
 * Registers a user (UserRegistered.v2, EmailConfirmed when `confirmed`, RoleGranted per role). The password hash is
 * no event data: the handler stores it in the operational store's credentials first.
 */
export class RegisterUserCommand extends Command<UserState> {
  readonly type = 'RegisterUser';

  constructor(
    readonly data: { userId: string; email: string; fullName: string; roles: readonly UserRole[]; confirmed: boolean },
    /** argon2id PHC string, kept out of every event. */
    readonly passwordHash: string,
    readonly actorId: string | null = data.userId,
  ) {
    super();
  }
}
