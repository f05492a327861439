import { CommandHandler } from '@nestjs/cqrs';
import { UserStreamHandler } from '../user-stream-command';
import { ChangeFullNameCommand } from './change-full-name.command';

@CommandHandler(ChangeFullNameCommand)
export class ChangeFullNameHandler extends UserStreamHandler<ChangeFullNameCommand> {}
