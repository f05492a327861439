/**
 * The live channel's contract, shared by the API (which emits it over Socket.IO) and the web app (which listens).
 * After a projector commits, its sockets receive LIVE_UPDATE_EVENT with a LiveUpdate.
 */
export const LIVE_UPDATE_EVENT = 'projection:updated';

/**
 * A domain fact a committed projection makes visible: what happened, to which record, for which client. Facts carry
 * identifiers only, never personal data: a listener that needs the record reads it through the API, under its rights.
 */
export interface LiveFact {
  /** `lead.submitted`, `lead.changed`, `calls.logged`, `client.changed`, `usage.changed`, `inbox.changed`, `pageviews.changed` … */
  type: string;
  /** The record the fact is about (a lead's id), when there is one. */
  id?: string;
  /** The client the fact belongs to; only that client's room (and administrators) may see it. */
  clientId?: string;
}

/** A read-model document a projector commit wrote or deleted. */
export interface LiveDocumentChange {
  collection: string;
  id: string;
  deleted: boolean;
  /** The client the document belongs to, when its id does not name it; only that client's room (and administrators) see it. */
  clientId?: string;
}

/**
 * The small notification pushed after a projector commits. `facts` says what happened, `changes` lists the documents
 * written. `position` is the position the projector has applied up to; after a reconnect a client refetches, and
 * updates with a position it has already seen can be ignored.
 */
export interface LiveUpdate {
  projector: string;
  position: number;
  changes?: LiveDocumentChange[];
  facts?: LiveFact[];
  /** When the committing process published the update (epoch ms). */
  publishedAt?: number;
}
