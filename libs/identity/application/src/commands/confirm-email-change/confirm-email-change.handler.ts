import { CommandHandler } from '@nestjs/cqrs';
import { UserStreamHandler } from '../user-stream-command';
import { ConfirmEmailChangeCommand } from './confirm-email-change.command';

@CommandHandler(ConfirmEmailChangeCommand)
export class ConfirmEmailChangeHandler extends UserStreamHandler<ConfirmEmailChangeCommand> {}
