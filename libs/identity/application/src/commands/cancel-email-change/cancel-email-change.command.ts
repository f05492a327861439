import type { UserCommand } from '@receptionist/identity-domain';
import { UserStreamCommand } from '../user-stream-command';

/** The stop link to the old address: ends that pending change (EmailChangeCancelled), nothing if it is no longer pending. */
export class CancelEmailChangeCommand extends UserStreamCommand<Extract<UserCommand, { type: 'CancelEmailChange' }>> {
  readonly type = 'CancelEmailChange';
}
