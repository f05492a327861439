import { CommandHandler } from '@nestjs/cqrs';
import { USERS } from '../../projections/users/users.projector';
import { UserStreamHandler } from '../user-stream-command';
import { GrantRoleCommand } from './grant-role.command';

@CommandHandler(GrantRoleCommand)
export class GrantRoleHandler extends UserStreamHandler<GrantRoleCommand> {
  /** The team list under /admin/settings is read again right after. */
  protected override readonly readBack = [USERS];
}
