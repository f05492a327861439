import { DomainError } from '@receptionist/contracts';
import { uuidFromHash } from '@receptionist/domain-kit';

/**
 * Whose endpoints the caller manages, as an owner key (`client-<id>` / `admins`): an administrator the
 * administrators'; an owner their client's (the id derived as clients derives it); an analyst none.
 */
export function webhookOwnerKeyOfUser(user: { userId: string; roles: readonly string[] }): string {
  if (user.roles.includes('admin')) return 'admins';
  if (user.roles.includes('analyst')) throw new DomainError('forbidden', 'Webhooks are managed by the business owner or an administrator');
  return `client-${uuidFromHash(`client-of-owner:${user.userId}`, '5')}`;
}
