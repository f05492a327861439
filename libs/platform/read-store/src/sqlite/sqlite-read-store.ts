import Database from 'better-sqlite3';
import { switchToWal } from '@receptionist/sqlite-wal';
import { ReadStoreConflictError, ReadStoreFencedError } from '../read-store.errors';
import type * as port from '../read-store.port';
import { latestWrites } from '../latest-writes';
import { assertCollectionName, assertLeaseRequest, assertStateWrite, type NormalizedCommit, normalizeCommit } from '../read-store.validation';
import { SqliteCollections } from './sqlite-collections';
import { SqliteControlTables } from './sqlite-control-tables';
import { CONTAINS_FUNCTION, containsIgnoringCase } from './sqlite-query';
import { SqliteReadCollection } from './sqlite-read-collection';
import { SqliteReadWorkers } from './sqlite-read-workers';
import { SqliteWriteThread, type SqliteWrites, writesOnThisThread } from './sqlite-write-thread';
import { sqliteWriter, type WriterBatch } from './sqlite-writer';

/** The cache while indexes are created, which is also each index sort's in-memory bound: at most 16 MiB. */
const INDEX_BUILD_CACHE_MIB = 16;

export interface SqliteReadStoreOptions {
  /** Path of the database file, or ':memory:'. */
  file: string;
  /** How long a write waits for another process's lock before failing (ms). */
  busyTimeoutMs?: number;
  /**
   * The connection's page cache in MiB (default 32; SQLite's own is 2). A replay into a fresh store appends with its
   * secondary indexes deferred, so more bought no speed, only resident memory; a server answering queries needs less
   * (READ_STORE_CACHE_MIB), and the whole cache becomes resident memory once touched.
   */
  cacheMib?: number;
  /**
   * Run find and count queries in this many worker threads (each with its own read-only connection and cache) instead
   * of on the calling thread, so a long read never holds the event loop. 0 (default): on the calling thread. Ignored
   * for ':memory:'.
   */
  readWorkers?: number;
  /**
   * Run commits and lease and state writes in a worker thread with its own connection, so that a projector's commit
   * never holds the event loop of a process that answers requests. Default false: on the calling thread. Ignored for
   * ':memory:'.
   */
  writeThread?: boolean;
}

const DEFAULT_CACHE_MIB = 32;

/**
 * Read models in SQLite: one table per collection holding JSON documents, and a `_checkpoints` table committed in
 * the same transaction as the writes, so a projector applies each batch exactly once. Leases and versioned state
 * live in `_leases` and `_state` of the same file, so every process sharing it sees them.
 */
export class SqliteReadStore implements port.ReadStore {
  readonly kind = 'sqlite';
  private readonly db: Database.Database;
  private readonly collections: SqliteCollections;
  private readonly control: SqliteControlTables;
  private readonly readCheckpoint: Database.Statement<[string], { position: number }>;
  private readonly writes: SqliteWrites;
  private readonly cacheMib: number;
  private readonly workers?: SqliteReadWorkers;

  constructor(options: SqliteReadStoreOptions) {
    this.cacheMib = Math.max(1, Math.trunc(options.cacheMib ?? DEFAULT_CACHE_MIB));
    this.db = new Database(options.file);
    switchToWal(this.db);
    const busyTimeoutMs = Math.trunc(options.busyTimeoutMs ?? 5000);
    const pragmas = [
      // Read models can be rebuilt from the event log, so losing the last commits on power loss is acceptable.
      'synchronous = NORMAL',
      // SQLite copies the WAL back into the file at 1,000 pages by default, so a page that commits rewrite often (an
      // index's, a full-text segment's) is copied back again and again. At 32,000 pages (128 MiB; the WAL file keeps
      // that size on disk) a catch-up went a third further in its first minute (docs/scale-out.md, sixteenth round).
      // The commit that passes them copies them back: in a write thread, or in a `projector` process, which answers
      // only /health.
      'wal_autocheckpoint = 32000',
      // Deleted documents are overwritten with zeros: an erased person's data leaves no bytes in free pages.
      'secure_delete = ON',
      `cache_size = -${this.cacheMib * 1024}`,
      `busy_timeout = ${busyTimeoutMs}`,
    ];
    for (const pragma of pragmas) this.db.pragma(pragma);
    this.db.function(CONTAINS_FUNCTION, { deterministic: true }, containsIgnoringCase);
    this.control = new SqliteControlTables(this.db);
    this.collections = new SqliteCollections(this.db);
    this.readCheckpoint = this.db.prepare('SELECT position FROM _checkpoints WHERE projector = ?');
    const inMemory = options.file === ':memory:';
    this.writes =
      options.writeThread && !inMemory ? new SqliteWriteThread({ file: options.file, pragmas }) : writesOnThisThread(sqliteWriter(this.db));
    const size = Math.trunc(options.readWorkers ?? 0);
    if (size > 0 && !inMemory) {
      this.workers = new SqliteReadWorkers({ file: options.file, size, cacheMib: this.cacheMib, busyTimeoutMs });
    }
  }

  async defineCollection(definition: port.CollectionDefinition): Promise<void> {
    // Definitions run on this connection. One that builds indexes over stored documents (a rebuild's end, where the
    // write thread has nothing left to do) ends the thread first, so that its heap and page cache are not held beside
    // the index builds (peak RSS of a 1M-event replay 387–401 → 355–372 MB); the next write starts a new one. Others
    // (indexes already built, or an empty collection: every projector a process adopts) leave it running, as a new
    // thread costs about 50 ms of CPU.
    if (this.collections.buildsOverDocuments(definition)) await this.writes.rest();
    // Creating indexes over a large collection (the end of a rebuild) sorts up to cache_size in memory beside the
    // cache: a smaller cache meanwhile (SQLite frees the excess pages) keeps the peak at the batches' level.
    this.db.pragma(`cache_size = -${Math.min(INDEX_BUILD_CACHE_MIB, this.cacheMib) * 1024}`);
    try {
      this.collections.define(definition);
    } finally {
      this.db.pragma(`cache_size = -${this.cacheMib * 1024}`);
    }
  }

  collection<T extends port.Doc = port.Doc>(name: string): port.ReadCollection<T> {
    return new SqliteReadCollection<T>(this.collections, assertCollectionName(name), this.workers);
  }

  async commit(request: port.CommitRequest | port.ProjectionBatch): Promise<port.CommitOutcome> {
    const batch = this.writerBatch(normalizeCommit(request));
    // Not `batch` after the call: a write thread has its copy, and this one (every document as JSON) can go meanwhile.
    const { lease, leaseEpoch } = batch;
    const outcome = await this.writes.call('commit', batch);
    if (typeof outcome === 'string') return outcome;
    if ('fenced' in outcome) throw new ReadStoreFencedError(lease, leaseEpoch as number, outcome.fenced);
    const cause = Object.assign(new Error(outcome.message), { code: outcome.code });
    throw new ReadStoreConflictError(outcome.conflict, { cause });
  }

  async checkpoint(projector: string): Promise<number> {
    return this.readCheckpoint.get(projector)?.position ?? 0;
  }

  async dropCollection(name: string): Promise<void> {
    this.collections.drop(name);
  }

  async listCollections(): Promise<string[]> {
    return this.collections.list();
  }

  async tryAcquireLease(request: port.LeaseRequest): Promise<port.Lease | null> {
    return this.writes.call('acquireLease', assertLeaseRequest(request));
  }

  async releaseLease(projector: string, holder: string): Promise<void> {
    await this.writes.call('releaseLease', projector, holder);
  }

  async readLease(projector: string): Promise<port.Lease | null> {
    return this.control.lease(projector);
  }

  async listLeases(): Promise<port.Lease[]> {
    return this.control.leases();
  }

  async readState<T>(key: string): Promise<port.VersionedState<T> | null> {
    return this.control.state<T>(key);
  }

  async writeState<T>(key: string, value: T, expectedVersion: number): Promise<number | null> {
    assertStateWrite(key, expectedVersion);
    return this.writes.call('writeState', key, JSON.stringify(value), expectedVersion);
  }

  async purgeDeleted(): Promise<void> {
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  async close(): Promise<void> {
    await this.writes.close();
    await this.workers?.close();
    if (this.db.open) this.db.close();
  }

  /** The batch as `sqliteWriter` applies it: its last write per document, each document as JSON. */
  private writerBatch({ projector, position, leaseEpoch, lease, writes }: NormalizedCommit): WriterBatch {
    const collections: Array<WriterBatch['collections'][number]> = [];
    const indexes = new Map<string, number>();
    const rows: Array<WriterBatch['writes'][number]> = [];
    for (const write of latestWrites(writes)) {
      let index = indexes.get(write.collection);
      if (index === undefined) {
        index = collections.push({ name: write.collection, ...this.collections.forWriting(write.collection).writes }) - 1;
        indexes.set(write.collection, index);
      }
      rows.push(write.kind === 'put' ? [index, write.doc.id, JSON.stringify(write.doc)] : [index, write.id, null]);
    }
    return { projector, position, leaseEpoch, lease, collections, writes: rows };
  }
}
