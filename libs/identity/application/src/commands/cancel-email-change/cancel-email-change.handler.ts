import { CommandHandler } from '@nestjs/cqrs';
import { UserStreamHandler } from '../user-stream-command';
import { CancelEmailChangeCommand } from './cancel-email-change.command';

@CommandHandler(CancelEmailChangeCommand)
export class CancelEmailChangeHandler extends UserStreamHandler<CancelEmailChangeCommand> {}
