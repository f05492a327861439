/** A read-model document: plain JSON with a string id. */
export type Doc = { id: string } & Record<string, unknown>;

export type Scalar = string | number | boolean | null;

/** A field condition: equality, `in`, case-insensitive `contains`, or a range. */
export type FieldCondition =
  | Scalar
  | { in: readonly Scalar[] }
  | { contains: string }
  | { gt?: string | number; gte?: string | number; lt?: string | number; lte?: string | number };

/** All listed fields must match. `or` holds alternatives, any of which must match (one level deep). */
export type Where = { [field: string]: FieldCondition | Where[] | undefined } & { or?: Where[] };

export interface OrderBy {
  field: string;
  direction?: 'asc' | 'desc';
}

export interface FindOptions {
  where?: Where;
  orderBy?: OrderBy | readonly OrderBy[];
  limit?: number;
  offset?: number;
  /**
   * What a user typed in a search box, matched through the collection's `search` definition (its index): every word
   * starts a word of a text field (case- and accent-insensitive), or — when it looks like a phone number — its digits
   * appear in a digits field. A collection without a `search` definition finds nothing for a search.
   */
  search?: string;
  /**
   * Keyset paging: the sort values of the last document of the previous page (`sortValuesOf(doc, orderBy)`, the `id`
   * tie-breaker last); the page starts right after it. Costs the same at any depth, unlike `offset`.
   */
  after?: readonly Scalar[];
}

export interface CountOptions {
  /** As `FindOptions.search`. */
  search?: string;
  /** Stop counting at this many: an honest "N or more" that costs at most N index entries. */
  limit?: number;
}

/** Fields that queries filter or sort on; `unique` adds a uniqueness constraint. */
export interface IndexDefinition {
  fields: readonly string[];
  unique?: boolean;
}

/** Fields a search box matches, indexed by the adapter and maintained in the same transaction as the documents. */
export interface SearchDefinition {
  /** Text fields: word-prefix matching, case- and accent-insensitive. */
  text?: readonly string[];
  /** Phone-number fields: matched on their digits, anywhere ("555-12" finds "+1 (555) 123-4567"). */
  digits?: readonly string[];
}

export interface CollectionDefinition {
  name: string;
  /**
   * Fields that queries filter or sort on. Each indexed field is a real column (SQLite: a generated column read from
   * the document; MongoDB: the field) and each index ends with the `id` tie-breaker, so sorted pages come off the index.
   */
  indexes?: readonly IndexDefinition[];
  search?: SearchDefinition;
  /**
   * Build only the unique indexes now (a conflicting write must still be refused at the event that makes it); the
   * others and the search indexes are built by a later definition without this flag, in one pass over the documents
   * written meanwhile (a rebuild nothing queries until it is done). The collection is still made ready for them
   * (SQLite: a new table stores their fields as each document is written, so the pass only sorts them).
   */
  deferIndexes?: boolean;
}

export type WriteOp = { kind: 'put'; collection: string; doc: Doc } | { kind: 'delete'; collection: string; id: string };

/**
 * What a projector commits at once: its writes and its new checkpoint (the older, flat form of `CommitRequest`).
 * Positions are the ones the event store returned; they are sparse (KurrentDB: byte offsets), so never compute one.
 */
export interface ProjectionBatch {
  projector: string;
  /** Global event position the projector has now applied up to (inclusive). */
  position: number;
  writes: readonly WriteOp[];
}

/** The checkpoint a commit moves, and the lease epoch its writer holds (fencing). */
export interface CheckpointUpdate {
  projector: string;
  /** Position of the last event applied (inclusive), as the event store returned it. */
  position: number;
  /**
   * The epoch of the lease the writer holds (`tryAcquireLease`). When given, the commit is refused with
   * `ReadStoreFencedError` unless it is the current epoch of `lease`, checked inside the commit's transaction.
   */
  leaseEpoch?: number;
  /**
   * The lease `leaseEpoch` belongs to; default: `projector`. A projector engine leads a logical projector under one
   * lease while its versioned builds commit under their own checkpoint keys (e.g. `counters_v2_…`).
   */
  lease?: string;
}

export interface CommitRequest {
  writes: readonly WriteOp[];
  checkpoint: CheckpointUpdate;
}

/** `applied`: writes and checkpoint are stored; `already-applied`: the checkpoint was at or past the position. */
export type CommitOutcome = 'applied' | 'already-applied';

/** A projector's lease: one process leads it at a time; each change of holder increases the epoch. */
export interface Lease {
  projector: string;
  holder: string;
  epoch: number;
  /** Epoch milliseconds (the caller's clock) after which another process may take the lease. */
  expiresAtMs: number;
}

export interface LeaseRequest {
  projector: string;
  /** Who asks, e.g. `<hostname>:<pid>:<random>`; the same holder renews without changing the epoch. */
  holder: string;
  ttlMs: number;
  nowMs: number;
}

/** A small control document (projector state, operator request) with a version for compare-and-set. */
export interface VersionedState<T> {
  value: T;
  /** 1 after the first write, +1 on each write. */
  version: number;
}

export interface ReadCollection<T extends Doc = Doc> {
  get(id: string): Promise<T | null>;
  find(options?: FindOptions): Promise<T[]>;
  count(where?: Where, options?: CountOptions): Promise<number>;
}

export interface ReadStore {
  /** The adapter's name as shown by /health: `sqlite` or `mongodb`. */
  readonly kind: string;
  /** Creates the physical collection and its indexes if missing. Idempotent. */
  defineCollection(definition: CollectionDefinition): Promise<void>;
  collection<T extends Doc = Doc>(name: string): ReadCollection<T>;
  /**
   * Commits a projector's writes and checkpoint atomically: either all writes and the checkpoint are visible, or
   * nothing is. Embedded: one `BEGIN IMMEDIATE` transaction. MongoDB: one multi-document transaction
   * (`withTransaction`, replica set required). A commit at or below the stored checkpoint changes nothing
   * (`already-applied`); a write never replaces a document written at a newer position (equal positions: the later
   * commit wins). Errors: `ReadStoreInputError` (invalid batch), `ReadStoreConflictError` (unique index),
   * `ReadStoreFencedError` (stale lease epoch); nothing is written in each case.
   */
  commit(request: CommitRequest | ProjectionBatch): Promise<CommitOutcome>;
  /** The projector's committed position, or 0 when it has none. */
  checkpoint(projector: string): Promise<number>;
  /** Drops collections (used when a projector version is retired or rebuilt). */
  dropCollection(name: string): Promise<void>;
  listCollections(): Promise<string[]>;
  /**
   * Takes the projector's lease when it is free, expired or already held by `holder` (a renewal: same epoch, new
   * expiry). A new holder gets the stored epoch + 1. Returns null while another holder's lease is unexpired.
   * Atomic across processes (SQLite: one transaction; MongoDB: one `findOneAndUpdate`).
   */
  tryAcquireLease(request: LeaseRequest): Promise<Lease | null>;
  /** Gives the lease up (it expires at once) when `holder` still holds it; the epoch stays for fencing. */
  releaseLease(projector: string, holder: string): Promise<void>;
  /** The stored lease of the projector, expired or not, or null. */
  readLease(projector: string): Promise<Lease | null>;
  /** Every stored lease, expired or not, ordered by projector (what operators see). */
  listLeases(): Promise<Lease[]>;
  /** A control document by key, or null. */
  readState<T>(key: string): Promise<VersionedState<T> | null>;
  /**
   * Compare-and-set: writes `value` when the stored version equals `expectedVersion` (0: the key must not exist yet);
   * returns the new version, or null when another writer got there first (read again and retry).
   */
  writeState<T>(key: string, value: T, expectedVersion: number): Promise<number | null>;
  /**
   * Leaves no copy of deleted documents in the store's files (after an erasure). SQLite zeroes pages as they are
   * freed (`secure_delete`) and here empties the write-ahead log; MongoDB leaves that to the server's storage engine.
   */
  purgeDeleted(): Promise<void>;
  close(): Promise<void>;
}
