import { Injectable } from '@nestjs/common';
import { emailError, fullNameError, normalizeEmail, passwordError } from '@receptionist/contracts';
import type { UserState } from '@receptionist/identity-domain';
import { hashPassword, verifyPassword } from '../../crypto/secrets';
import { AuthApiError, validationFailed } from '../../http/auth-api.error';
import type { AuthContext } from '../../sessions/access-tokens';
import { Sessions } from '../../sessions/sessions';
import { UserAccounts } from '../../users/user-accounts';
import { EmailChangeService } from './email-change.service';
import { IdentityProof } from './identity-proof';
import { CommandBus } from '@nestjs/cqrs';
import { ChangeFullNameCommand } from '../change-full-name/change-full-name.command';
import { ChangePasswordCommand } from '../change-password/change-password.command';

export interface UpdateUserRequest {
  email?: unknown;
  password?: unknown;
  current_password?: unknown;
  nonce?: unknown;
  data?: { full_name?: unknown };
  redirectTo?: unknown;
}

@Injectable()
export class UpdateUserService {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly sessions: Sessions,
    private readonly proof: IdentityProof,
    private readonly emailChanges: EmailChangeService,
    private readonly commands: CommandBus,
  ) {}

  /**
   * Checks every part of the request, and the caller's proof for a password or e-mail change, before it changes
   * anything: a request refused for one part leaves the others unchanged too.
   */
  async update(auth: AuthContext, request: UpdateUserRequest, now = new Date()): Promise<{ user: UserState; emailChangeSentAt?: string }> {
    const fullName = request.data?.full_name !== undefined ? checkFullName(request.data.full_name) : undefined;
    const password = request.password !== undefined ? checkNewPassword(request.password) : undefined;
    const newEmail = request.email !== undefined ? checkNewEmail(request.email) : undefined;
    const user = await this.accounts.loadWithPassword(auth.userId);
    if (password !== undefined || newEmail !== undefined) {
      // One proof covers both changes of a request (a password change must not void the proof of the e-mail change).
      await this.proof.prove(auth, user, request, { allowRecovery: newEmail === undefined }, now);
    }
    if (password !== undefined && (await verifyPassword(password, user.passwordHash))) {
      throw new AuthApiError(422, 'same_password', 'New password should be different from the old password.');
    }
    if (newEmail !== undefined) await this.emailChanges.checkMailLimit(newEmail, now);

    if (fullName !== undefined) await this.commands.execute(new ChangeFullNameCommand(auth.userId, { fullName }));
    if (password !== undefined) {
      await this.commands.execute(new ChangePasswordCommand(auth.userId, await hashPassword(password)));
      await this.sessions.revokeAllOf(auth.userId, auth.sessionId, now);
    }
    const emailChangeSentAt = newEmail !== undefined ? await this.emailChanges.request(auth, user, newEmail, request.redirectTo, now) : undefined;
    return { user: await this.accounts.load(auth.userId), emailChangeSentAt };
  }
}

function checkFullName(fullName: unknown): string {
  const name = typeof fullName === 'string' ? fullName.trim() : '';
  const problem = fullNameError(name);
  if (problem) throw validationFailed(problem);
  return name;
}

function checkNewPassword(password: unknown): string {
  const value = typeof password === 'string' ? password : '';
  const weak = passwordError(value);
  if (weak) throw new AuthApiError(422, 'weak_password', weak);
  return value;
}

function checkNewEmail(rawEmail: unknown): string {
  const raw = typeof rawEmail === 'string' ? rawEmail : '';
  if (emailError(raw)) throw new AuthApiError(400, 'email_address_invalid', 'Invalid email address');
  return normalizeEmail(raw);
}
