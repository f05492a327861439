import type { IdentityConfig } from '../config/identity-config';
import type { SessionRecord } from '../operational-store/operational-store.port';

type Lifetimes = Pick<IdentityConfig, 'sessionInactivityTimeoutSeconds' | 'sessionMaxLifetimeSeconds'>;

/** A session lives until revoked, inactive for too long, or older than the absolute lifetime. */
export function isSessionLive(session: SessionRecord, lifetimes: Lifetimes, now: Date): boolean {
  if (session.revokedAt) return false;
  const nowMs = now.getTime();
  const idleMs = nowMs - Date.parse(session.refreshedAt);
  const ageMs = nowMs - Date.parse(session.createdAt);
  return idleMs < lifetimes.sessionInactivityTimeoutSeconds * 1000 && ageMs < lifetimes.sessionMaxLifetimeSeconds * 1000;
}
