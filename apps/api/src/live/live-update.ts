import type { LiveUpdate } from '@receptionist/contracts';

// The payload and the event name are the live channel's contract, declared once in @receptionist/contracts.
export { LIVE_UPDATE_EVENT, type LiveUpdate } from '@receptionist/contracts';

/** The admin room; only sockets whose handshake token belongs to an administrator join it. */
export const ADMIN_ROOM = 'admin';

/**
 * Which rooms may see an update in full. Administrators see every read model; each client room also gets the update
 * with only its own documents' changes and facts (client-rooms.ts). Anonymous sockets join no room, so they receive
 * nothing.
 */
export function roomsForUpdate(_update: LiveUpdate): string[] {
  return [ADMIN_ROOM];
}
