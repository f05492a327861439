import type { UserCommand } from '@receptionist/identity-domain';
import { UserStreamCommand } from '../user-stream-command';

/** An admin grants `admin`, `analyst` or `analyst:pii` (RoleGranted, the admin as actor; nothing when already held). */
export class GrantRoleCommand extends UserStreamCommand<Extract<UserCommand, { type: 'GrantRole' }>> {
  readonly type = 'GrantRole';
}
