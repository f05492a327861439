import { Injectable } from '@nestjs/common';
import { verifyPassword } from '../../crypto/secrets';
import { AuthApiError } from '../../http/auth-api.error';
import { OneTimeTokens } from '../../one-time-tokens/one-time-tokens';
import { RateLimiter } from '../../rate-limits/rate-limiter';
import type { AuthContext } from '../../sessions/access-tokens';
import { Sessions } from '../../sessions/sessions';
import type { UserAccount } from '../../users/user-accounts';

/** A recovery link proves the mailbox: a password may be set without the old one shortly after it. */
const RECOVERY_PROOF_SECONDS = 15 * 60;

interface IdentityProofRequest {
  current_password?: unknown;
  nonce?: unknown;
}

/**
 * Proof that the person behind a session is the account's owner, for sensitive changes on PUT /user: the current
 * password (wrong ones slow down per user) or a reauthentication code (void after a few wrong tries), or, where
 * allowed, a recovery sign-in of the last 15 minutes.
 */
@Injectable()
export class IdentityProof {
  constructor(
    private readonly sessions: Sessions,
    private readonly tokens: OneTimeTokens,
    private readonly limits: RateLimiter,
  ) {}

  async prove(auth: AuthContext, user: UserAccount, request: IdentityProofRequest, options: { allowRecovery: boolean }, now: Date): Promise<void> {
    if (typeof request.current_password === 'string') {
      await this.limits.checkCurrentPasswordFailures(auth.userId, now);
      if (await verifyPassword(request.current_password, user.passwordHash)) return;
      await this.limits.recordCurrentPasswordFailure(auth.userId, now);
      throw new AuthApiError(422, 'current_password_mismatch', 'Current password required when setting new password.');
    }
    if (typeof request.nonce === 'string') {
      await this.tokens.consume('reauthentication', { email: user.email, code: request.nonce.trim() }, now).catch(() => {
        throw new AuthApiError(400, 'reauthentication_not_valid', 'Verification code is invalid or has expired');
      });
      return;
    }
    if (options.allowRecovery) {
      const session = await this.sessions.get(auth.sessionId);
      const nowSeconds = Math.floor(now.getTime() / 1000);
      if (session?.amr.some((entry) => entry.method === 'recovery' && nowSeconds - entry.timestamp < RECOVERY_PROOF_SECONDS)) return;
    }
    throw new AuthApiError(400, 'reauthentication_needed', 'This change requires the current password or reauthentication');
  }
}
