import type { UserCommand } from '@receptionist/identity-domain';
import { UserStreamCommand } from '../user-stream-command';

/**
 * An admin revokes a role (RoleRevoked, the admin as actor; nothing when not held). The decider refuses an admin's
 * revocation of their own `admin` role (cannot_revoke_own_admin), so there is always an admin.
 */
export class RevokeRoleCommand extends UserStreamCommand<Extract<UserCommand, { type: 'RevokeRole' }>> {
  readonly type = 'RevokeRole';
}
