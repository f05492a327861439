import { CommandHandler } from '@nestjs/cqrs';
import { UserStreamHandler } from '../user-stream-command';
import { EnrollMfaFactorCommand } from './enroll-mfa-factor.command';

@CommandHandler(EnrollMfaFactorCommand)
export class EnrollMfaFactorHandler extends UserStreamHandler<EnrollMfaFactorCommand> {}
