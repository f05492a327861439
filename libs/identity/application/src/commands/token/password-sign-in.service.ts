import { Injectable, type OnModuleInit } from '@nestjs/common';
import { emailError, normalizeEmail } from '@receptionist/contracts';
import { prepareDummyHash, verifyPassword } from '../../crypto/secrets';
import { AuthApiError, invalidCredentials } from '../../http/auth-api.error';
import type { ClientInfo } from '../../http/client-info';
import { RateLimiter } from '../../rate-limits/rate-limiter';
import { type IssuedSession, Sessions } from '../../sessions/sessions';
import { UserAccounts } from '../../users/user-accounts';

@Injectable()
export class PasswordSignInService implements OnModuleInit {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly sessions: Sessions,
    private readonly limits: RateLimiter,
  ) {}

  async onModuleInit(): Promise<void> {
    await prepareDummyHash();
  }

  /**
   * Checks the password of known and unknown addresses alike (a dummy hash for unknown ones) and answers both with
   * invalid_credentials. Failures are counted per account and client IP.
   */
  async signIn(rawEmail: unknown, password: unknown, client: ClientInfo, now = new Date()): Promise<IssuedSession> {
    await this.limits.checkIp('token', client.ip, now);
    if (typeof rawEmail !== 'string' || typeof password !== 'string' || emailError(rawEmail) || password === '') {
      throw invalidCredentials();
    }
    const email = normalizeEmail(rawEmail);
    await this.limits.checkSignInFailures(client.ip, email, now);
    const user = await this.accounts.findByEmailWithPassword(email);
    if (!(await verifyPassword(password, user?.passwordHash ?? null)) || !user) {
      await this.limits.recordSignInFailure(client.ip, email, now);
      throw invalidCredentials();
    }
    if (!user.emailConfirmedAt) throw new AuthApiError(400, 'email_not_confirmed', 'Email not confirmed');
    return this.sessions.start(user, 'password', client, now);
  }
}
