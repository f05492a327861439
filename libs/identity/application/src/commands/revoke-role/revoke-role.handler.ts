import { CommandHandler } from '@nestjs/cqrs';
import { USERS } from '../../projections/users/users.projector';
import { UserStreamHandler } from '../user-stream-command';
import { RevokeRoleCommand } from './revoke-role.command';

@CommandHandler(RevokeRoleCommand)
export class RevokeRoleHandler extends UserStreamHandler<RevokeRoleCommand> {
  /** The team list under /admin/settings is read again right after. */
  protected override readonly readBack = [USERS];
}
