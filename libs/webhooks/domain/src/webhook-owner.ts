import { uuidFromHash } from '@receptionist/domain-kit';
import { notAWebhookOwner } from './webhook-endpoint.errors';
import type { WebhookOwner } from './webhook-endpoint.events';

/** The client a user owns (the same derivation as the clients context's). */
export const clientIdOfOwner = (ownerId: string): string => uuidFromHash(`client-of-owner:${ownerId}`, '5');

/**
 * Whose endpoints a signed-in user manages: an administrator the administrators' (lead events), a client's owner their
 * client's; anyone else (an analyst) none.
 */
export function webhookOwnerOfUser(user: { userId: string; roles: readonly string[] }): WebhookOwner {
  if (user.roles.includes('admin')) return { kind: 'admins' };
  if (user.roles.includes('client')) return { kind: 'client', clientId: clientIdOfOwner(user.userId) };
  throw notAWebhookOwner();
}
