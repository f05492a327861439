/**
 * What clients reads of identity's published user events (`user-<id>`), by their stored type names — clients imports
 * nothing of identity. An owner gets a client record once the account is confirmed and holds the `client` role.
 */
export const OWNER_ACCOUNT_EVENT_TYPES = ['EmailConfirmed', 'RoleGranted', 'RoleRevoked'] as const;

export const userStreamOf = (userId: string): string => `user-${userId}`;

interface PublishedEvent {
  type: string;
  data: unknown;
}

/** Whether a user stream says: confirmed, and a client (the role granted and not revoked since). */
export function isConfirmedClient(events: readonly PublishedEvent[]): boolean {
  let confirmed = false;
  let client = false;
  for (const { type, data } of events) {
    if (type === 'EmailConfirmed') confirmed = true;
    else if ((type === 'RoleGranted' || type === 'RoleRevoked') && (data as { role?: string }).role === 'client') client = type === 'RoleGranted';
  }
  return confirmed && client;
}
