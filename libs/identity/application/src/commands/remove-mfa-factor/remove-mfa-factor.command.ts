import type { UserCommand } from '@receptionist/identity-domain';
import { UserStreamCommand } from '../user-stream-command';

/** Removes a factor (MfaFactorRemoved). */
export class RemoveMfaFactorCommand extends UserStreamCommand<Extract<UserCommand, { type: 'RemoveMfaFactor' }>> {
  readonly type = 'RemoveMfaFactor';
}
