import type { UserCommand } from '@receptionist/identity-domain';
import { UserStreamCommand } from '../user-stream-command';

/** Enrols an unverified TOTP factor (MfaFactorEnrolled); its sealed secret is stored by the caller. */
export class EnrollMfaFactorCommand extends UserStreamCommand<Extract<UserCommand, { type: 'EnrollMfaFactor' }>> {
  readonly type = 'EnrollMfaFactor';
}
