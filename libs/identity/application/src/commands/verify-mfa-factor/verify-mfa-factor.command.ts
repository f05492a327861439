import type { UserCommand } from '@receptionist/identity-domain';
import { UserStreamCommand } from '../user-stream-command';

/** Marks a factor verified once its first code was right (MfaFactorVerified). */
export class VerifyMfaFactorCommand extends UserStreamCommand<Extract<UserCommand, { type: 'VerifyMfaFactor' }>> {
  readonly type = 'VerifyMfaFactor';
}
