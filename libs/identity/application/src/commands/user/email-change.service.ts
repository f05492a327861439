import { Injectable } from '@nestjs/common';
import type { UserState } from '@receptionist/identity-domain';
import { AuthApiError } from '../../http/auth-api.error';
import { MailDelivery } from '../../mail/mail-delivery';
import { mailTemplates } from '../../mail/mail-templates';
import { OneTimeTokens } from '../../one-time-tokens/one-time-tokens';
import { RateLimiter } from '../../rate-limits/rate-limiter';
import type { AuthContext } from '../../sessions/access-tokens';
import { UserAccounts } from '../../users/user-accounts';
import { CommandBus } from '@nestjs/cqrs';
import { CancelEmailChangeCommand } from '../cancel-email-change/cancel-email-change.command';
import { RequestEmailChangeCommand } from '../request-email-change/request-email-change.command';

/**
 * E-mail change, after the caller proved the identity (IdentityProof): a confirmation to the new address and a
 * notice to the old one whose link stops the change. A taken address gets the same answer as a free one and no
 * working change (its confirmation is never mailed, and /verify would refuse it anyway); mails are rate-limited per
 * address.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly tokens: OneTimeTokens,
    private readonly mail: MailDelivery,
    private readonly limits: RateLimiter,
    private readonly commands: CommandBus,
  ) {}

  /** The per-address mail limits, checked before the request changes anything. */
  async checkMailLimit(newEmail: string, now: Date): Promise<void> {
    await this.limits.checkEmailSend('email_change', newEmail, now);
  }

  /** For a checked, normalized address; returns when the confirmation was sent (GoTrue's `email_change_sent_at`). */
  async request(auth: AuthContext, user: UserState, newEmail: string, redirectTo: unknown, now: Date): Promise<string> {
    const owner = await this.accounts.reservations.ownerOf(newEmail);
    await this.commands.execute(new RequestEmailChangeCommand(auth.userId, { newEmail }));
    // Issued for a taken address too: it replaces (voids) any earlier pending change, and nobody ever receives it.
    const { link, code, stopLink } = await this.tokens.issue(auth.userId, 'email_change', newEmail, this.tokens.safeRedirect(redirectTo), now);
    if (!owner || owner === auth.userId) this.mail.sendInBackground(mailTemplates.emailChange(newEmail, link, code));
    if (stopLink) this.mail.sendInBackground(mailTemplates.emailChangeNotice(user.email, newEmail, stopLink));
    return now.toISOString();
  }

  /**
   * The stop link of the notice: voids the pending change's token, so its confirmation no longer works, and records
   * `EmailChangeCancelled`, so the user no longer shows the pending address.
   */
  async stop(token: unknown): Promise<void> {
    if (typeof token !== 'string' || !token) throw new AuthApiError(400, 'validation_failed', 'Stopping an e-mail change requires its token_hash');
    const stopped = await this.tokens.cancel('email_change', token);
    await this.commands.execute(new CancelEmailChangeCommand(stopped.userId, { newEmail: stopped.email }, null));
  }
}
