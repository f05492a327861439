import { CommandHandler } from '@nestjs/cqrs';
import { UserStreamHandler } from '../user-stream-command';
import { RecordSignInCommand } from './record-sign-in.command';

@CommandHandler(RecordSignInCommand)
export class RecordSignInHandler extends UserStreamHandler<RecordSignInCommand> {}
