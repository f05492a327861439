import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AUTH_MESSAGES, emailError, fullNameError, normalizeEmail, passwordError } from '@receptionist/contracts';
import type { IdentityConfig } from '../../config/identity-config';
import { hashPassword } from '../../crypto/secrets';
import { AuthApiError, validationFailed } from '../../http/auth-api.error';
import type { ClientInfo } from '../../http/client-info';
import { IDENTITY_CONFIG } from '../../identity.tokens';
import { MailDelivery } from '../../mail/mail-delivery';
import { mailTemplates } from '../../mail/mail-templates';
import { OneTimeTokens } from '../../one-time-tokens/one-time-tokens';
import { RateLimiter } from '../../rate-limits/rate-limiter';
import { type IssuedSession, Sessions } from '../../sessions/sessions';
import { EmailTakenError } from '../../users/email-reservations';
import { UserAccounts } from '../../users/user-accounts';
import { CommandBus } from '@nestjs/cqrs';
import { RegisterUserCommand } from '../register-user/register-user.command';

interface SignUpRequest {
  email: unknown;
  password: unknown;
  fullName: unknown;
  redirectTo: unknown;
}

/** Without auto-confirm the answer is a user without a session, the same for new and existing addresses. */
type SignUpOutcome = { kind: 'pending'; userId: string; email: string; fullName: string; at: string } | { kind: 'session'; issued: IssuedSession };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function checkSignUp(request: SignUpRequest): { email: string; password: string; fullName: string } {
  const email = text(request.email).trim();
  const password = text(request.password);
  const fullName = text(request.fullName).trim();
  if (emailError(email)) throw new AuthApiError(400, 'email_address_invalid', AUTH_MESSAGES.invalidEmail);
  const weak = passwordError(password);
  if (weak) throw new AuthApiError(422, 'weak_password', weak);
  const badName = fullNameError(fullName);
  if (badName) throw validationFailed(badName);
  return { email: normalizeEmail(email), password, fullName };
}

@Injectable()
export class SignUpService {
  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly accounts: UserAccounts,
    private readonly sessions: Sessions,
    private readonly tokens: OneTimeTokens,
    private readonly mail: MailDelivery,
    private readonly limits: RateLimiter,
    private readonly commands: CommandBus,
  ) {}

  async signUp(request: SignUpRequest, client: ClientInfo, now = new Date()): Promise<SignUpOutcome> {
    const { email, password, fullName } = checkSignUp(request);
    if (!this.config.autoConfirm) await this.limits.checkEmailSend('confirmation', email, now);
    // Hash before looking the address up: known and unknown addresses cost the same time.
    const passwordHash = await hashPassword(password);
    const redirectTo = this.tokens.safeRedirect(request.redirectTo);
    const userId = randomUUID();
    const pending = { kind: 'pending' as const, userId, email, fullName, at: now.toISOString() };
    try {
      await this.accounts.reservations.reserve(email, userId);
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
      if (this.config.autoConfirm) throw new AuthApiError(422, 'user_already_exists', 'User already registered');
      await this.signUpAgainIfUnconfirmed(email, { passwordHash, fullName }, redirectTo, now);
      return pending;
    }
    const user = await this.commands.execute(
      new RegisterUserCommand({ userId, email, fullName, roles: ['client'], confirmed: this.config.autoConfirm }, passwordHash),
    );
    if (this.config.autoConfirm) return { kind: 'session', issued: await this.sessions.start(user, 'signup', client, now) };
    await this.awaitConfirmation(userId, email, { passwordHash, fullName }, redirectTo, now);
    return pending;
  }

  /**
   * A further sign-up with an unconfirmed address becomes one more pending sign-up of the account, with its own
   * confirmation: whoever confirms from the mailbox gets the password and name of the sign-up whose link or code is
   * used, and every other sign-up, password and session ends (UserAccounts.confirmMailbox). The earlier sign-ups'
   * links keep working until then. Nothing changes before a confirmation, and a confirmed address gets no mail: the
   * answer is the same for new, unconfirmed and confirmed addresses.
   */
  private async signUpAgainIfUnconfirmed(
    email: string,
    credential: { passwordHash: string; fullName: string },
    redirectTo: string | null,
    now: Date,
  ): Promise<void> {
    const existing = await this.accounts.findByEmail(email);
    if (!existing || existing.emailConfirmedAt) return;
    await this.awaitConfirmation(existing.userId, email, credential, redirectTo, now);
  }

  /** Records the sign-up as pending (the newest few are kept) and mails its own link and code. */
  private async awaitConfirmation(
    userId: string,
    email: string,
    credential: { passwordHash: string; fullName: string },
    redirectTo: string | null,
    now: Date,
  ): Promise<void> {
    const signUp = { id: randomUUID(), userId, ...credential, createdAt: now.toISOString() };
    await this.accounts.addPendingSignUp(signUp, this.config.pendingSignUpsPerAddress);
    await this.sendConfirmation(userId, email, redirectTo, now, { id: signUp.id, createdAt: signUp.createdAt });
  }

  /** Mails the confirmation of one sign-up (`signUp`; none for accounts of earlier releases without pending sign-ups). */
  private async sendConfirmation(
    userId: string,
    email: string,
    redirectTo: string | null,
    now: Date,
    signUp?: { id: string; createdAt: string },
  ): Promise<void> {
    const { link, code } = await this.tokens.issue(userId, 'confirmation', email, redirectTo, now, signUp?.id);
    this.mail.sendInBackground(mailTemplates.confirmSignup(email, link, code, signUp?.createdAt ?? now.toISOString()));
  }
}
