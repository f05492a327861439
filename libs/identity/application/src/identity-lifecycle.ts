import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CreateAdminService } from './commands/admin/create-admin.service';
import { IDENTITY_PLATFORM, type IdentityPlatform, OPERATIONAL_STORE } from './identity.tokens';
import { MailDelivery } from './mail/mail-delivery';
import type { OperationalStore } from './operational-store/operational-store.port';
import { USERS } from './projections/users/users.projector';

/** Start-up: ADMIN_EMAIL/ADMIN_PASSWORD create or promote an admin; otherwise a hint when no admin exists. */
@Injectable()
export class IdentityLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Identity');

  constructor(
    private readonly admins: CreateAdminService,
    private readonly mail: MailDelivery,
    @Inject(OPERATIONAL_STORE) private readonly store: OperationalStore,
    @Inject(IDENTITY_PLATFORM) private readonly platform: IdentityPlatform,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const email = process.env['ADMIN_EMAIL']?.trim();
    const password = process.env['ADMIN_PASSWORD'];
    if (email && password) {
      const { created } = await this.admins.createAdmin({ email, password });
      this.logger.log(created ? `Created the admin ${email}` : `${email} is an admin`);
      return;
    }
    if ((await this.adminCount()) === 0) {
      this.logger.log('No admin yet: create one with `npm run admin:create -- --email E --password P` or ADMIN_EMAIL/ADMIN_PASSWORD');
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
