import { CommandHandler } from '@nestjs/cqrs';
import { UserStreamHandler } from '../user-stream-command';
import { RevokeRoleCommand } from './revoke-role.command';

@CommandHandler(RevokeRoleCommand)
export class RevokeRoleHandler extends UserStreamHandler<RevokeRoleCommand> {}
