/** Who caused an event, why, and when. Dates are ISO-8601 strings. */
export interface EventMetadata {
  actorId: string | null;
  correlationId: string;
  causationId: string | null;
  occurredAt: string;
}

/**
 * An event as a caller hands it to `append`. A missing eventId is generated; a missing metadata field gets a default.
 * A given eventId must be a UUID (any version, any case): otherwise `append` throws `InvalidEventIdError` and stores
 * nothing (KurrentDB only accepts UUIDs, so both adapters refuse the rest).
 */
export interface NewEvent<TData = unknown> {
  eventId?: string;
  type: string;
  data: TData;
  metadata?: Partial<EventMetadata>;
}

/**
 * An event as the store holds it. `revision` counts from 0 within its stream; `position` is global and increasing.
 *
 * Positions are OPAQUE and SPARSE: KurrentDB positions are byte offsets in its log (e.g. 1234, 1871, 2290), SQLite's
 * happen to be 1, 2, 3. Callers never compute with them (no `position - 1`, no `+ 1`, no "count = to - from"): they
 * compare them, store them, and hand back a position the store returned as `from`. A `from` that is not an event's
 * position (0, any integer, beyond the head) is still accepted: reading starts at the first event after it.
 */
export interface StoredEvent<TData = unknown> {
  eventId: string;
  type: string;
  data: TData;
  metadata: EventMetadata;
  stream: string;
  revision: number;
  position: number;
}

/**
 * `no_stream`: the stream must not exist; `any`: no check; a number: the stream's current last revision must equal it.
 * To retry an append (after a timeout or a lost connection), repeat it with the SAME event ids and the SAME expected
 * revision it was first made with; never re-read the stream to compute a new one. KurrentDB recognises a retry only
 * that way (see README.md, "Idempotency").
 */
export type ExpectedRevision = 'no_stream' | 'any' | number;

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  revision: number;
  /** Global position of the last appended event. */
  position: number;
}

export interface EventFilter {
  /** Only these event types. */
  types?: readonly string[];
  /** Only streams whose name starts with one of these prefixes, e.g. `demo-request-`. */
  streamPrefixes?: readonly string[];
}

export interface ReadAllOptions {
  /** Exclusive: only events whose position is greater than this (any integer; see StoredEvent). Omitted: from the beginning. */
  from?: number;
  /** Inclusive upper bound on position. */
  to?: number;
  filter?: EventFilter;
  /** Events fetched per round trip (one bounded page; no server read stays open between pages). */
  batchSize?: number;
}

export interface ReadBackwardOptions {
  /** Exclusive: only events whose position is smaller than this (a position the store returned). Omitted: from the head. */
  before?: number;
  /** At most this many events (one bounded read). */
  limit: number;
  filter?: EventFilter;
}

export interface SubscribeOptions {
  /** Exclusive start position; omitted: from the beginning. */
  from?: number;
  filter?: EventFilter;
}

/**
 * `live`: connected (catching up or waiting for new events). `reconnecting`: the connection to the store was lost;
 * the subscription is resubscribing with backoff from the last event it delivered and will go on by itself.
 * `closed`: `close()` was called, or it ended with an error that retrying cannot fix.
 */
export type SubscriptionState = 'live' | 'reconnecting' | 'closed';

export interface SubscriptionStatus {
  state: SubscriptionState;
  /** Reconnection attempts since the last event or successful resubscription (0 while live). */
  attempts: number;
  /** The last connection error, without secrets (message only); absent while live. */
  lastError?: string;
}

/**
 * Catch-up then live: an async iterable of events in global order that never ends until `close()`. A lost connection
 * does not end it: the adapter resubscribes after the last delivered event (`status()` says `reconnecting` meanwhile).
 * It ends only on `close()` (done) or by throwing a typed error that retrying cannot fix (e.g. access denied).
 */
export interface EventSubscription extends AsyncIterable<StoredEvent> {
  close(): Promise<void>;
  /** Optional: what a runner or /health shows for this subscription. Absent means always `live` until closed. */
  status?(): SubscriptionStatus;
}

/** One append of an `appendBatch`. */
export interface BatchAppend {
  stream: string;
  events: readonly NewEvent[];
  expectedRevision: ExpectedRevision;
}

export interface EventStore {
  /** The adapter's name as shown by /health: `sqlite` or `kurrentdb`. */
  readonly kind: string;
  append(stream: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult>;
  /**
   * Optional, for bulk writers (events:import): the appends in this order, as ONE transaction where the adapter can
   * (SQLite: one commit, one fsync). Each append keeps its own checks and succeeds or fails on its own, exactly as
   * `append`; the promise rejects with the first failure. Adapters without it: call `append` one after another.
   */
  appendBatch?(appends: readonly BatchAppend[]): Promise<AppendResult[]>;
  /**
   * Optional, for events:import into an empty store: runs `work` (its `appendBatch` calls) the way the adapter writes
   * bulk data fastest (SQLite: a rollback journal while no other connection has the file open, each page written once
   * instead of into the WAL and again at the checkpoint). Same checks, same stored rows; back to normal afterwards.
   */
  bulkLoad?<T>(work: () => Promise<T>): Promise<T>;
  /** The stream's events in revision order; empty when the stream does not exist. */
  readStream(stream: string, options?: { fromRevision?: number }): Promise<StoredEvent[]>;
  /**
   * Events after `from` up to `to`, or up to the head as it was when the read started: appends made during the read are
   * not followed. Breaking out of the `for await` early ends the read (no server read or handle stays open).
   */
  readAll(options?: ReadAllOptions): AsyncIterable<StoredEvent>;
  /** Newest first: the page of the log before `before` that passes the filter (the event explorer's keyset paging). */
  readBackward?(options: ReadBackwardOptions): Promise<StoredEvent[]>;
  subscribe(options?: SubscribeOptions): EventSubscription;
  /** Position of the newest event in the store, 0 when empty. */
  headPosition(): Promise<number>;
  close(): Promise<void>;
}
