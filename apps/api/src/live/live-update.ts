import type { LiveDocumentChange, LiveFact } from '@receptionist/live-bus';

/**
 * The small notification pushed after a projector commits. `facts` says what happened (`lead.submitted {id}`,
 * `calls.logged {clientId}` …), so a client patches or refetches just that; `changes` lists the documents written
 * (collection, id, deleted). `position` is the position the projector has applied up to; after a reconnect a client
 * refetches, and updates with a position it has already seen can be ignored.
 */
export interface LiveUpdate {
  projector: string;
  position: number;
  changes?: LiveDocumentChange[];
  facts?: LiveFact[];
  /** When the committing process published the update (epoch ms). */
  publishedAt?: number;
}

export const LIVE_UPDATE_EVENT = 'projection:updated';

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
