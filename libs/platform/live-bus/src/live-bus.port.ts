/**
 * A domain fact a committed projection makes visible: what happened, to which record, for which client. Facts carry
 * identifiers only, never personal data: a listener that needs the record reads it through the API, under its rights.
 */
export interface LiveFact {
  /** `lead.submitted`, `lead.changed`, `calls.logged`, `client.changed`, `usage.changed`, `pageviews.changed` … */
  type: string;
  /** The record the fact is about (a lead's id), when there is one. */
  id?: string;
  /** The client the fact belongs to; only that client's room (and administrators) may see it. */
  clientId?: string;
}

/** The documents one commit wrote (logical collection, id, deleted), as the projection engine reports them. */
export interface LiveDocumentChange {
  collection: string;
  id: string;
  deleted: boolean;
}

/** One projector commit as it travels between processes: published once, by the process that committed it. */
export interface LiveNotification {
  projector: string;
  /** The position the projector has applied up to (opaque: compared per projector, never computed with). */
  position: number;
  changes: LiveDocumentChange[];
  facts: LiveFact[];
  /** When the committing process published it (epoch ms): how long the bus and the relay took is measurable. */
  publishedAt?: number;
}

export type LiveListener = (notification: LiveNotification) => void;

/**
 * Carries projector commits to every API process. `publish` is called once per commit by the committing process
 * (after its commit); every process that `subscribe`s receives it — its own publications included — and relays it to
 * its sockets. Delivery is at most once per subscriber and best effort: a client that missed notifications (it was
 * disconnected, or a process restarted) refetches, as after any reconnect.
 */
export interface LiveBus {
  publish(notification: LiveNotification): Promise<void>;
  /** Starts receiving notifications published from now on; returns the unsubscribe function. */
  subscribe(listener: LiveListener): () => void;
  close(): Promise<void>;
}
