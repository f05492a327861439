import type { UserCommand } from '@receptionist/identity-domain';
import { UserStreamCommand } from '../user-stream-command';

/** Changes the name shown for the user (FullNameChanged; nothing when unchanged). */
export class ChangeFullNameCommand extends UserStreamCommand<Extract<UserCommand, { type: 'ChangeFullName' }>> {
  readonly type = 'ChangeFullName';
}
