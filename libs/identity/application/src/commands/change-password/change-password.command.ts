import { Command } from '@nestjs/cqrs';
import type { UserState } from '@receptionist/identity-domain';

/** Replaces the password (PasswordChanged.v2 records only that it changed; the hash goes to the credentials). */
export class ChangePasswordCommand extends Command<UserState> {
  readonly type = 'ChangePassword';
  readonly data = {};

  constructor(
    readonly userId: string,
    /** argon2id PHC string, kept out of every event. */
    readonly passwordHash: string,
    readonly actorId: string | null = userId,
  ) {
    super();
  }
}
