import type { UserCommand } from '@receptionist/identity-domain';
import { UserStreamCommand } from '../user-stream-command';

/** Records a sign-in on the user's stream (UserSignedIn) when a session starts. */
export class RecordSignInCommand extends UserStreamCommand<Extract<UserCommand, { type: 'RecordSignIn' }>> {
  readonly type = 'RecordSignIn';
}
