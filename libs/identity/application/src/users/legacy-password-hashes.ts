import type { EventStore } from '@receptionist/event-store';
import { LEGACY_USER_EVENT_TYPES, type LegacyUserEvent } from '@receptionist/identity-domain';
import type { CredentialRepository } from '../operational-store/operational-store.port';

/**
 * One-time, idempotent migration for data written before `UserRegistered.v2`: copies each user's newest hash from
 * the old `UserRegistered`/`PasswordChanged` events into the credentials, for users that have none there yet (a
 * password set since then is never overwritten). The old events stay as they are. Returns how many users it copied.
 */
export async function copyLegacyPasswordHashes(eventStore: EventStore, credentials: CredentialRepository, now = new Date()): Promise<number> {
  const newest = new Map<string, string>();
  for await (const event of eventStore.readAll({ filter: { types: LEGACY_USER_EVENT_TYPES, streamPrefixes: ['user-'] } })) {
    const { userId, passwordHash } = event.data as LegacyUserEvent['data'];
    if (typeof passwordHash === 'string') newest.set(userId, passwordHash);
  }
  let copied = 0;
  for (const [userId, passwordHash] of newest) {
    if (await credentials.setPasswordHashIfAbsent(userId, passwordHash, now.toISOString())) copied += 1;
  }
  return copied;
}
