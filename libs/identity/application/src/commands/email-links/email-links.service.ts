import { Injectable } from '@nestjs/common';
import { emailError, normalizeEmail } from '@receptionist/contracts';
import { AuthApiError, validationFailed } from '../../http/auth-api.error';
import { MailDelivery } from '../../mail/mail-delivery';
import { mailTemplates } from '../../mail/mail-templates';
import { OneTimeTokens } from '../../one-time-tokens/one-time-tokens';
import { RateLimiter } from '../../rate-limits/rate-limiter';
import type { AuthContext } from '../../sessions/access-tokens';
import { UserAccounts } from '../../users/user-accounts';

/**
 * Recover, magic link (otp) and resend answer the same way whether or not the address has an account: the same
 * checks and rate limits run for every address, mail goes out in the background, and unknown addresses get no mail.
 */
@Injectable()
export class EmailLinksService {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly tokens: OneTimeTokens,
    private readonly mail: MailDelivery,
    private readonly limits: RateLimiter,
  ) {}

  private async addressFor(mailKind: string, rawEmail: unknown, now: Date): Promise<string> {
    if (typeof rawEmail !== 'string' || emailError(rawEmail)) throw new AuthApiError(400, 'email_address_invalid', 'Invalid email address');
    const email = normalizeEmail(rawEmail);
    await this.limits.checkEmailSend(mailKind, email, now);
    return email;
  }

  async recover(rawEmail: unknown, redirectTo: unknown, now = new Date()): Promise<void> {
    const email = await this.addressFor('recovery', rawEmail, now);
    const user = await this.accounts.findByEmail(email);
    if (!user) return;
    const { link, code } = await this.tokens.issue(user.userId, 'recovery', email, this.tokens.safeRedirect(redirectTo), now);
    this.mail.sendInBackground(mailTemplates.recovery(email, link, code));
  }

  /** Magic link to an existing account; accounts are not created here (sign-up needs a password and a name). */
  async magicLink(rawEmail: unknown, redirectTo: unknown, now = new Date()): Promise<void> {
    const email = await this.addressFor('magiclink', rawEmail, now);
    const user = await this.accounts.findByEmail(email);
    if (!user) return;
    const { link, code } = await this.tokens.issue(user.userId, 'magiclink', email, this.tokens.safeRedirect(redirectTo), now);
    this.mail.sendInBackground(mailTemplates.magicLink(email, link, code));
  }

  /** Resends the sign-up confirmation (unconfirmed accounts) or the e-mail change confirmation (pending change). */
  async resend(type: unknown, rawEmail: unknown, redirectTo: unknown, now = new Date()): Promise<void> {
    if (type !== 'signup' && type !== 'email_change') throw validationFailed('Resend supports the types signup and email_change');
    const email = await this.addressFor(type, rawEmail, now);
    const user = await this.accounts.findByEmail(email);
    const redirect = this.tokens.safeRedirect(redirectTo);
    if (type === 'signup' && user && !user.emailConfirmedAt) {
      // A fresh link for the newest sign-up (its earlier link dies); the other sign-ups keep theirs.
      const signUp = await this.accounts.newestPendingSignUp(user.userId);
      const { link, code } = await this.tokens.issue(user.userId, 'confirmation', email, redirect, now, signUp?.id);
      this.mail.sendInBackground(mailTemplates.confirmSignup(email, link, code, signUp?.createdAt ?? user.createdAt));
    }
    // Only a change still pending: one stopped through the old address's link (or already done) is not revived.
    if (type === 'email_change' && user?.pendingEmail && (await this.tokens.pending(user.userId, 'email_change'))) {
      const { link, code, stopLink } = await this.tokens.issue(user.userId, 'email_change', user.pendingEmail, redirect, now);
      const owner = await this.accounts.reservations.ownerOf(user.pendingEmail);
      if (!owner || owner === user.userId) this.mail.sendInBackground(mailTemplates.emailChange(user.pendingEmail, link, code));
      // The new token voids the earlier stop link: the old address gets the new one.
      if (stopLink) this.mail.sendInBackground(mailTemplates.emailChangeNotice(user.email, user.pendingEmail, stopLink));
    }
  }

  /** Mails a six-digit code that PUT /user accepts as `nonce` for a password change. */
  async reauthenticate(auth: AuthContext, now = new Date()): Promise<void> {
    const user = await this.accounts.load(auth.userId);
    await this.limits.checkEmailSend('reauthentication', user.email, now);
    const { code } = await this.tokens.issue(user.userId, 'reauthentication', user.email, null, now);
    this.mail.sendInBackground(mailTemplates.reauthentication(user.email, code));
  }
}
