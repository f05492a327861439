import { Injectable } from '@nestjs/common';
import { type AuthContext, UserAccounts } from '@receptionist/identity-application';
import { type WebhookOwner, webhookOwnerOfUser } from '@receptionist/webhooks-domain';

/** The caller's side, from the roles on their stream (not the token's): a revoked admin role counts at once. */
@Injectable()
export class WebhookOwners {
  constructor(private readonly accounts: UserAccounts) {}

  async of(user: AuthContext): Promise<WebhookOwner> {
    const { roles } = await this.accounts.load(user.userId);
    return webhookOwnerOfUser({ userId: user.userId, roles });
  }
}
