import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { AdminPromotionRefusedError, type CreateAdminOutcome, CreateAdminService } from './commands/admin/create-admin.service';
import type { IdentityConfig } from './config/identity-config';
import { IDENTITY_CONFIG, IDENTITY_PLATFORM, type IdentityPlatform, OPERATIONAL_STORE } from './identity.tokens';
import { MailDelivery } from './mail/mail-delivery';
import type { OperationalStore } from './operational-store/operational-store.port';
import { USERS } from './projections/users/users.projector';
import { copyLegacyPasswordHashes } from './users/legacy-password-hashes';

const ADMIN_OUTCOME: Record<CreateAdminOutcome, string> = {
  created: 'Created the admin',
  took_over_unconfirmed: 'Set ADMIN_PASSWORD on the unconfirmed account, confirmed it, ended its sessions and made it admin:',
  promoted: 'Promoted to admin (ADMIN_PROMOTE=true; its password is unchanged):',
  already_admin: 'Already an admin, left as is:',
};

/**
 * Start-up: copies password hashes of old events into the credentials (once); ADMIN_EMAIL/ADMIN_PASSWORD create an
 * admin, take an unconfirmed account over, or promote a confirmed one when ADMIN_PROMOTE=true; otherwise a hint when
 * no admin exists.
 */
@Injectable()
export class IdentityLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Identity');

  constructor(
    private readonly admins: CreateAdminService,
    private readonly mail: MailDelivery,
    @Inject(OPERATIONAL_STORE) private readonly store: OperationalStore,
    @Inject(IDENTITY_PLATFORM) private readonly platform: IdentityPlatform,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const copied = await copyLegacyPasswordHashes(this.platform.eventStore, this.store.credentials);
    if (copied > 0) this.logger.log(`Moved the password hashes of ${copied} user(s) from old events into the operational store`);
    const admin = this.config.bootstrapAdmin;
    if (admin) {
      await this.ensureAdmin(admin.email, admin.password, admin.promote);
      return;
    }
    if ((await this.adminCount()) === 0) {
      this.logger.log('No admin yet: create one with `npm run admin:create -- --email E --password P` or ADMIN_EMAIL/ADMIN_PASSWORD');
    }
  }

  private async ensureAdmin(email: string, password: string, promote: boolean): Promise<void> {
    try {
      const { outcome } = await this.admins.createAdmin({ email, password, promote });
      this.logger.log(`${ADMIN_OUTCOME[outcome]} ${email}`);
    } catch (error) {
      if (!(error instanceof AdminPromotionRefusedError)) throw error;
      this.logger.warn(
        `ADMIN_EMAIL ${email} belongs to a confirmed account that is not an admin; set ADMIN_PROMOTE=true to promote it (its password stays unchanged)`,
      );
    }
  }

  /** Admins in the `users` read model; 0 while the projections have not started (the hint is then shown). */
  private async adminCount(): Promise<number> {
    try {
      return await this.platform.readModels.collection(USERS).count({ is_admin: true });
    } catch {
      return 0;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.mail.idle();
    await this.store.close();
  }
}
