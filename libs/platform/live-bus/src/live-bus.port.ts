// A fact and a document change are part of the live channel's contract (@receptionist/contracts).
import type { LiveDocumentChange, LiveFact } from '@receptionist/contracts';

export type { LiveDocumentChange, LiveFact };

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
