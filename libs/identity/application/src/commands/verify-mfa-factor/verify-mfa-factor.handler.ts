import { CommandHandler } from '@nestjs/cqrs';
import { UserStreamHandler } from '../user-stream-command';
import { VerifyMfaFactorCommand } from './verify-mfa-factor.command';

@CommandHandler(VerifyMfaFactorCommand)
export class VerifyMfaFactorHandler extends UserStreamHandler<VerifyMfaFactorCommand> {}
