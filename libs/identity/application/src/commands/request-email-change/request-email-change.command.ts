import type { UserCommand } from '@receptionist/identity-domain';
import { UserStreamCommand } from '../user-stream-command';

/** Records a requested e-mail change (EmailChangeRequested); the confirmation mails are the caller's. */
export class RequestEmailChangeCommand extends UserStreamCommand<Extract<UserCommand, { type: 'RequestEmailChange' }>> {
  readonly type = 'RequestEmailChange';
}
