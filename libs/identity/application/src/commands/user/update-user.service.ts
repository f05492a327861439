import { Injectable } from '@nestjs/common';
import { emailError, fullNameError, normalizeEmail, passwordError } from '@receptionist/contracts';
import type { UserState } from '@receptionist/identity-domain';
import { hashPassword, verifyPassword } from '../../crypto/secrets';
import { AuthApiError, validationFailed } from '../../http/auth-api.error';
import { MailDelivery } from '../../mail/mail-delivery';
import { mailTemplates } from '../../mail/mail-templates';
import { OneTimeTokens } from '../../one-time-tokens/one-time-tokens';
import type { AuthContext } from '../../sessions/access-tokens';
import { Sessions } from '../../sessions/sessions';
import { type UserAccount, UserAccounts } from '../../users/user-accounts';

export interface UpdateUserRequest {
  email?: unknown;
  password?: unknown;
  current_password?: unknown;
  nonce?: unknown;
  data?: { full_name?: unknown };
  redirectTo?: unknown;
}

/** A recovery link proves the mailbox: a password may be set without the old one shortly after it. */
const RECOVERY_PROOF_SECONDS = 15 * 60;

@Injectable()
export class UpdateUserService {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly sessions: Sessions,
    private readonly tokens: OneTimeTokens,
    private readonly mail: MailDelivery,
  ) {}

  async update(auth: AuthContext, request: UpdateUserRequest, now = new Date()): Promise<{ user: UserState; emailChangeSentAt?: string }> {
    if (request.data?.full_name !== undefined) await this.changeFullName(auth, request.data.full_name);
    if (request.password !== undefined) await this.changePassword(auth, request, now);
    const emailChangeSentAt = request.email !== undefined ? await this.requestEmailChange(auth, request, now) : undefined;
    return { user: await this.accounts.load(auth.userId), emailChangeSentAt };
  }

  private async changeFullName(auth: AuthContext, fullName: unknown): Promise<void> {
    const name = typeof fullName === 'string' ? fullName.trim() : '';
    const problem = fullNameError(name);
    if (problem) throw validationFailed(problem);
    await this.accounts.execute(auth.userId, { type: 'ChangeFullName', fullName: name });
  }

  /** Needs the current password, a reauthentication code (`nonce`), or a fresh recovery session; ends the other sessions. */
  private async changePassword(auth: AuthContext, request: UpdateUserRequest, now: Date): Promise<void> {
    const password = typeof request.password === 'string' ? request.password : '';
    const weak = passwordError(password);
    if (weak) throw new AuthApiError(422, 'weak_password', weak);
    const user = await this.accounts.loadWithPassword(auth.userId);
    await this.proveIdentity(auth, user, request, now);
    if (await verifyPassword(password, user.passwordHash)) {
      throw new AuthApiError(422, 'same_password', 'New password should be different from the old password.');
    }
    await this.accounts.changePassword(auth.userId, await hashPassword(password));
    await this.sessions.revokeAllOf(auth.userId, auth.sessionId, now);
  }

  private async proveIdentity(auth: AuthContext, user: UserAccount, request: UpdateUserRequest, now: Date): Promise<void> {
    if (typeof request.current_password === 'string') {
      if (await verifyPassword(request.current_password, user.passwordHash)) return;
      throw new AuthApiError(422, 'current_password_mismatch', 'Current password required when setting new password.');
    }
    if (typeof request.nonce === 'string') {
      await this.tokens.consume('reauthentication', { email: user.email, code: request.nonce }, now).catch(() => {
        throw new AuthApiError(400, 'reauthentication_not_valid', 'Verification code is invalid or has expired');
      });
      return;
    }
    const session = await this.sessions.get(auth.sessionId);
    const nowSeconds = Math.floor(now.getTime() / 1000);
    if (session?.amr.some((entry) => entry.method === 'recovery' && nowSeconds - entry.timestamp < RECOVERY_PROOF_SECONDS)) return;
    throw new AuthApiError(400, 'reauthentication_needed', 'Password update requires the current password or reauthentication');
  }

  /** Sends a confirmation to the new address; the change happens when its link or code is verified. */
  private async requestEmailChange(auth: AuthContext, request: UpdateUserRequest, now: Date): Promise<string> {
    const raw = typeof request.email === 'string' ? request.email : '';
    if (emailError(raw)) throw new AuthApiError(400, 'email_address_invalid', 'Invalid email address');
    const newEmail = normalizeEmail(raw);
    const owner = await this.accounts.reservations.ownerOf(newEmail);
    if (owner && owner !== auth.userId) throw new AuthApiError(422, 'email_exists', 'A user with this email address has already been registered');
    await this.accounts.execute(auth.userId, { type: 'RequestEmailChange', newEmail });
    const { link, code } = await this.tokens.issue(auth.userId, 'email_change', newEmail, this.tokens.safeRedirect(request.redirectTo), now);
    this.mail.sendInBackground(mailTemplates.emailChange(newEmail, link, code));
    return now.toISOString();
  }
}
