import { Injectable } from '@nestjs/common';
import { fullNameError, passwordError } from '@receptionist/contracts';
import type { UserState } from '@receptionist/identity-domain';
import { hashPassword, verifyPassword } from '../../crypto/secrets';
import { AuthApiError, validationFailed } from '../../http/auth-api.error';
import type { AuthContext } from '../../sessions/access-tokens';
import { Sessions } from '../../sessions/sessions';
import { UserAccounts } from '../../users/user-accounts';
import { EmailChangeService } from './email-change.service';
import { IdentityProof } from './identity-proof';

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
  ) {}

  async update(auth: AuthContext, request: UpdateUserRequest, now = new Date()): Promise<{ user: UserState; emailChangeSentAt?: string }> {
    if (request.data?.full_name !== undefined) await this.changeFullName(auth, request.data.full_name);
    // One proof covers both changes of a request (a password change must not void the proof of the e-mail change).
    if (request.password !== undefined || request.email !== undefined) {
      await this.proof.prove(auth, await this.accounts.loadWithPassword(auth.userId), request, { allowRecovery: request.email === undefined }, now);
    }
    if (request.password !== undefined) await this.changePassword(auth, request, now);
    const emailChangeSentAt =
      request.email !== undefined
        ? await this.emailChanges.request(auth, await this.accounts.load(auth.userId), request.email, request.redirectTo, now)
        : undefined;
    return { user: await this.accounts.load(auth.userId), emailChangeSentAt };
  }

  private async changeFullName(auth: AuthContext, fullName: unknown): Promise<void> {
    const name = typeof fullName === 'string' ? fullName.trim() : '';
    const problem = fullNameError(name);
    if (problem) throw validationFailed(problem);
    await this.accounts.execute(auth.userId, { type: 'ChangeFullName', fullName: name });
  }

  /** Proven by the current password, a reauthentication code (`nonce`), or a fresh recovery session; ends the other sessions. */
  private async changePassword(auth: AuthContext, request: UpdateUserRequest, now: Date): Promise<void> {
    const password = typeof request.password === 'string' ? request.password : '';
    const weak = passwordError(password);
    if (weak) throw new AuthApiError(422, 'weak_password', weak);
    const user = await this.accounts.loadWithPassword(auth.userId);
    if (await verifyPassword(password, user.passwordHash)) {
      throw new AuthApiError(422, 'same_password', 'New password should be different from the old password.');
    }
    await this.accounts.changePassword(auth.userId, await hashPassword(password));
    await this.sessions.revokeAllOf(auth.userId, auth.sessionId, now);
  }
}
