import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { normalizeEmail, validateSignUp } from '@receptionist/contracts';
import { hashPassword } from '../../crypto/secrets';
import { UserAccounts } from '../../users/user-accounts';

export interface CreateAdminResult {
  userId: string;
  /** false when an existing account was promoted (its password is left unchanged). */
  created: boolean;
}

/** Used by `npm run admin:create` and by ADMIN_EMAIL/ADMIN_PASSWORD at start-up. */
@Injectable()
export class CreateAdminService {
  constructor(private readonly accounts: UserAccounts) {}

  async createAdmin({ email, password }: { email: string; password: string }): Promise<CreateAdminResult> {
    const problem = validateSignUp({ email, password, fullName: 'Administrator' });
    if (problem) throw new Error(problem);
    const address = normalizeEmail(email);
    const existing = await this.accounts.findByEmail(address);
    if (existing) {
      await this.accounts.execute(existing.userId, { type: 'GrantRole', role: 'admin' }, null);
      await this.accounts.execute(existing.userId, { type: 'ConfirmEmail' }, null);
      return { userId: existing.userId, created: false };
    }
    const userId = randomUUID();
    await this.accounts.reservations.reserve(address, userId);
    await this.accounts.execute(
      userId,
      { type: 'RegisterUser', userId, email: address, fullName: 'Administrator', passwordHash: await hashPassword(password), roles: ['admin'], confirmed: true },
      null,
    );
    return { userId, created: true };
  }
}
