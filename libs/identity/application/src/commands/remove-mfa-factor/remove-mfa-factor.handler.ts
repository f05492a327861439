import { CommandHandler } from '@nestjs/cqrs';
import { UserStreamHandler } from '../user-stream-command';
import { RemoveMfaFactorCommand } from './remove-mfa-factor.command';

@CommandHandler(RemoveMfaFactorCommand)
export class RemoveMfaFactorHandler extends UserStreamHandler<RemoveMfaFactorCommand> {}
