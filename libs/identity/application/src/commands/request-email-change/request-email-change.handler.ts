import { CommandHandler } from '@nestjs/cqrs';
import { UserStreamHandler } from '../user-stream-command';
import { RequestEmailChangeCommand } from './request-email-change.command';

@CommandHandler(RequestEmailChangeCommand)
export class RequestEmailChangeHandler extends UserStreamHandler<RequestEmailChangeCommand> {}
