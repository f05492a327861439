/** Who caused an event, why, and when. Dates are ISO-8601 strings. */
export interface EventMetadata {
  actorId: string | null;
  correlationId: string;
  causationId: string | null;
  occurredAt: string;
}

/** An event as a caller hands it to `append`. A missing eventId is generated; a missing metadata field gets a default. */
export interface NewEvent<TData = unknown> {
  eventId?: string;
  type: string;
  data: TData;
  metadata?: Partial<EventMetadata>;
}

/** An event as the store holds it. `revision` counts from 0 within its stream; `position` is global and increasing. */
export interface StoredEvent<TData = unknown> {
  eventId: string;
  type: string;
  data: TData;
  metadata: EventMetadata;
  stream: string;
  revision: number;
  position: number;
}

/** `no_stream`: the stream must not exist; `any`: no check; a number: the stream's current last revision must equal it. */
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
  /** Exclusive: only events whose position is greater than this. Omitted: from the beginning. */
  from?: number;
  /** Inclusive upper bound on position. */
  to?: number;
  filter?: EventFilter;
  /** Events fetched per round trip. */
  batchSize?: number;
}

export interface SubscribeOptions {
  /** Exclusive start position; omitted: from the beginning. */
  from?: number;
  filter?: EventFilter;
}

/** Catch-up then live: an async iterable of events in global order that never ends until `close()`. */
export interface EventSubscription extends AsyncIterable<StoredEvent> {
  close(): Promise<void>;
}

export interface EventStore {
  /** The adapter's name as shown by /health: `sqlite` or `kurrentdb`. */
  readonly kind: string;
  append(stream: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult>;
  /** The stream's events in revision order; empty when the stream does not exist. */
  readStream(stream: string, options?: { fromRevision?: number }): Promise<StoredEvent[]>;
  readAll(options?: ReadAllOptions): AsyncIterable<StoredEvent>;
  subscribe(options?: SubscribeOptions): EventSubscription;
  /** Position of the newest event in the store, 0 when empty. */
  headPosition(): Promise<number>;
  close(): Promise<void>;
}
