import { Command } from '@nestjs/cqrs';
import { type SignInMethod, type UserState } from '@receptionist/identity-domain';

/** Records a sign-in on the user's stream (UserSignedIn) when a session starts. */
export class RecordSignInCommand extends Command<UserState> {
  readonly type = 'RecordSignIn';

  constructor(
    readonly userId: string,
    readonly data: { sessionId: string; method: SignInMethod },
    /** Who acts (metadata.actorId): the user by default, null for the system or an operator tool. */
    readonly actorId: string | null = userId,
  ) {
    super();
  }
}
