import { CommandHandler } from '@nestjs/cqrs';
import { UserStreamHandler } from '../user-stream-command';
import { GrantRoleCommand } from './grant-role.command';

@CommandHandler(GrantRoleCommand)
export class GrantRoleHandler extends UserStreamHandler<GrantRoleCommand> {}
