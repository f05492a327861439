import type Database from 'better-sqlite3';
import type { CommitOutcome, Lease, LeaseRequest } from '../read-store.port';

/** A batch as the writer applies it: each write names its collection's statements by index. */
export interface WriterBatch {
  projector: string;
  position: number;
  leaseEpoch: number | undefined;
  lease: string;
  /** The upsert and remove statements of each collection the writes touch. */
  collections: ReadonlyArray<{ name: string; upsert: string; remove: string }>;
  /**
   * [collection index, document id, document JSON, or null to remove it], in order. A write thread gets each JSON as
   * its UTF-8 bytes instead (see `packed` in sqlite-write-thread.ts); the upsert stores either as text.
   */
  writes: ReadonlyArray<readonly [number, string, string | null]>;
}

/** What a refused batch reports instead of throwing, so the same answer crosses a thread boundary. */
export type WriterOutcome = CommitOutcome | { fenced: number | null } | { conflict: string; message: string; code: string };

export interface SqliteWriter {
  commit(batch: WriterBatch): WriterOutcome;
  acquireLease(request: LeaseRequest): Lease | null;
  releaseLease(projector: string, holder: string): void;
  writeState(key: string, value: string, expectedVersion: number): number | null;
}

/**
 * Every write of the SQLite read store: batches with their checkpoint, leases and versioned state. It is one function
 * without imports or outer names, so that the same code runs on the calling thread and, as source text, in the write
 * thread (`SqliteWriteThread`), which has no TypeScript loader under jest.
 */
export function sqliteWriter(db: Database.Database): SqliteWriter {
  const released = Number.MIN_SAFE_INTEGER;
  const statements = new Map<string, Database.Statement<unknown[], unknown>>();
  const prepared = <Row = unknown>(sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= 256) statements.clear();
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement as Database.Statement<unknown[], Row>;
  };
  type LeaseRow = { projector: string; holder: string; epoch: number; expires_at: number };
  const leaseOf = (projector: string) =>
    prepared<LeaseRow>('SELECT projector, holder, epoch, expires_at FROM _leases WHERE projector = ?').get(projector);
  const checkpointOf = (projector: string) => prepared<{ position: number }>('SELECT position FROM _checkpoints WHERE projector = ?').get(projector);

  // Inside the batch's transaction, any error rolls back every write and the checkpoint. A batch at or below the
  // stored checkpoint was already applied; a stale lease epoch is refused before anything is written.
  let writing = '';
  const apply = db.transaction((batch: WriterBatch): WriterOutcome => {
    if (batch.leaseEpoch !== undefined) {
      const current = leaseOf(batch.lease)?.epoch ?? null;
      if (current !== batch.leaseEpoch) return { fenced: current };
    }
    const stored = checkpointOf(batch.projector);
    if (stored && batch.position <= stored.position) return 'already-applied';
    const upserts = batch.collections.map((collection) => prepared(collection.upsert));
    const removes = batch.collections.map((collection) => prepared(collection.remove));
    for (const [collection, id, doc] of batch.writes) {
      writing = batch.collections[collection].name;
      if (doc === null) removes[collection].run(id, batch.position);
      else upserts[collection].run(id, doc, batch.position);
    }
    prepared(
      `INSERT INTO _checkpoints (projector, position) VALUES (?, ?)
       ON CONFLICT (projector) DO UPDATE SET position = excluded.position WHERE excluded.position > position`,
    ).run(batch.projector, batch.position);
    return 'applied';
  }).immediate;

  // IMMEDIATE: the read and the write of a lease or state change hold the write lock together, across processes.
  const acquireLease = db.transaction(({ projector, holder, ttlMs, nowMs }: LeaseRequest): Lease | null => {
    const current = leaseOf(projector);
    if (current && current.holder !== holder && current.expires_at > nowMs) return null;
    const epoch = !current ? 1 : current.holder === holder && current.expires_at > nowMs ? current.epoch : current.epoch + 1;
    prepared(
      `INSERT INTO _leases (projector, holder, epoch, expires_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (projector) DO UPDATE SET holder = excluded.holder, epoch = excluded.epoch, expires_at = excluded.expires_at`,
    ).run(projector, holder, epoch, nowMs + ttlMs);
    return { projector, holder, epoch, expiresAtMs: nowMs + ttlMs };
  }).immediate;

  const writeState = db.transaction((key: string, value: string, expectedVersion: number): number | null => {
    const version = prepared<{ version: number }>('SELECT version FROM _state WHERE key = ?').get(key)?.version ?? 0;
    if (version !== expectedVersion) return null;
    prepared(
      'INSERT INTO _state (key, version, value) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET version = excluded.version, value = excluded.value',
    ).run(key, version + 1, value);
    return version + 1;
  }).immediate;

  return {
    commit(batch) {
      try {
        return apply(batch);
      } catch (error) {
        const { code, message } = error as { code?: unknown; message?: unknown };
        if (code === 'SQLITE_CONSTRAINT_UNIQUE') return { conflict: writing, message: String(message), code };
        throw error;
      }
    },
    acquireLease,
    releaseLease(projector, holder) {
      // The expiry of a released lease is before any clock reading.
      prepared('UPDATE _leases SET expires_at = ? WHERE projector = ? AND holder = ?').run(released, projector, holder);
    },
    writeState,
  };
}
