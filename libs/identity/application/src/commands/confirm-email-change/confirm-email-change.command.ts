import type { UserCommand } from '@receptionist/identity-domain';
import { UserStreamCommand } from '../user-stream-command';

/** Applies the pending e-mail change its link confirmed (EmailChanged). */
export class ConfirmEmailChangeCommand extends UserStreamCommand<Extract<UserCommand, { type: 'ConfirmEmailChange' }>> {
  readonly type = 'ConfirmEmailChange';
}
