import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { normalizeEmail, validateSignUp } from '@receptionist/contracts';
import { hashPassword } from '../../crypto/secrets';
import { UserAccounts } from '../../users/user-accounts';

export type CreateAdminOutcome =
  /** A new confirmed administrator with the given password. */
  | 'created'
  /** An unconfirmed account (anyone may have signed it up) now has the given password, is confirmed and admin; its sessions ended. */
  | 'took_over_unconfirmed'
  /** A confirmed account was promoted on request (`promote`); its password is unchanged. */
  | 'promoted'
  /** The account already was an administrator; nothing changed. */
  | 'already_admin';

export interface CreateAdminResult {
  userId: string;
  /** false when the account existed. */
  created: boolean;
  outcome: CreateAdminOutcome;
}

/** A confirmed account that is not an administrator is only promoted when the operator asks for it. */
export class AdminPromotionRefusedError extends Error {
  override readonly name = 'AdminPromotionRefusedError';
  constructor(readonly email: string) {
    super(`${email} already has a confirmed account that is not an administrator; give --promote to make it one (its password stays unchanged)`);
  }
}

/** Used by `npm run admin:create` and by ADMIN_EMAIL/ADMIN_PASSWORD at start-up. */
@Injectable()
export class CreateAdminService {
  constructor(private readonly accounts: UserAccounts) {}

  async createAdmin({ email, password, promote = false }: { email: string; password: string; promote?: boolean }): Promise<CreateAdminResult> {
    const problem = validateSignUp({ email, password, fullName: 'Administrator' });
    if (problem) throw new Error(problem);
    const address = normalizeEmail(email);
    const existing = await this.accounts.findByEmail(address);
    if (existing) {
      const result = (outcome: CreateAdminOutcome) => ({ userId: existing.userId, created: false, outcome });
      if (existing.roles.includes('admin') && existing.emailConfirmedAt) return result('already_admin');
      if (!existing.emailConfirmedAt) {
        // Whoever signed this address up has not proved the mailbox: the operator's password decides from now on.
        await this.accounts.takeOverUnconfirmed(existing.userId, await hashPassword(password));
        await this.accounts.execute(existing.userId, { type: 'GrantRole', data: { role: 'admin' } }, null);
        return result('took_over_unconfirmed');
      }
      if (!promote) throw new AdminPromotionRefusedError(address);
      await this.accounts.execute(existing.userId, { type: 'GrantRole', data: { role: 'admin' } }, null);
      return result('promoted');
    }
    const userId = randomUUID();
    await this.accounts.reservations.reserve(address, userId);
    await this.accounts.register(
      { userId, email: address, fullName: 'Administrator', passwordHash: await hashPassword(password), roles: ['admin'], confirmed: true },
      null,
    );
    return { userId, created: true, outcome: 'created' };
  }
}
