import Database from 'better-sqlite3';
import type { ReadStore, WriteOp } from '@receptionist/read-store';
import { LEASE_FENCE_COLLECTION, LEASE_LOST_MESSAGE, type Lease, type LeaseRecord, type ProjectionLeases } from './projection-leases.port';

/** The embedded read store keeps each collection in a table named `rm_<collection>`. */
const FENCE_TABLE = `rm_${LEASE_FENCE_COLLECTION}`;

/**
 * Leases in the embedded read store's SQLite file: a `_leases` row per projector with holder, epoch and expiry, and a
 * trigger on the fence collection that aborts a commit whose fence epoch is not the lease's current one. The trigger
 * runs inside the read store's commit transaction, so the epoch check and the batch's writes are one atomic step.
 * Expiry uses this machine's clock: every process of an embedded store runs on the same machine.
 */
export class SqliteProjectionLeases implements ProjectionLeases {
  private readonly db: Database.Database;

  constructor(
    /** The read store whose file holds the leases (its commits are the ones fenced). */
    private readonly readStore: ReadStore,
    file: string,
    private readonly now: () => number = Date.now,
  ) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
  }

  async init(): Promise<void> {
    await this.readStore.defineCollection({ name: LEASE_FENCE_COLLECTION });
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS _leases (name TEXT PRIMARY KEY, holder TEXT NOT NULL, epoch INTEGER NOT NULL, expires_at INTEGER NOT NULL) WITHOUT ROWID;
      CREATE TRIGGER IF NOT EXISTS "${FENCE_TABLE}_fence" BEFORE INSERT ON "${FENCE_TABLE}"
      WHEN NOT EXISTS (SELECT 1 FROM _leases WHERE name = json_extract(NEW.doc, '$.lease') AND epoch = json_extract(NEW.doc, '$.epoch'))
      BEGIN SELECT RAISE(ABORT, '${LEASE_LOST_MESSAGE}'); END;`);
  }

  async acquire(name: string, holder: string, ttlMs: number): Promise<Lease | null> {
    const now = this.now();
    const row = this.db
      .prepare(
        `INSERT INTO _leases (name, holder, epoch, expires_at) VALUES (?, ?, 1, ?)
         ON CONFLICT (name) DO UPDATE SET
           epoch = CASE WHEN holder = excluded.holder THEN epoch ELSE epoch + 1 END,
           holder = excluded.holder, expires_at = excluded.expires_at
         WHERE holder = excluded.holder OR expires_at <= ?
         RETURNING epoch`,
      )
      .get(name, holder, now + ttlMs, now) as { epoch: number } | undefined;
    return row ? { name, holder, epoch: row.epoch } : null;
  }

  async release(lease: Lease): Promise<void> {
    this.db.prepare('UPDATE _leases SET expires_at = 0 WHERE name = ? AND holder = ? AND epoch = ?').run(lease.name, lease.holder, lease.epoch);
  }

  async list(): Promise<LeaseRecord[]> {
    const rows = this.db.prepare('SELECT name, holder, epoch, expires_at AS expiresAt FROM _leases ORDER BY name').all();
    return rows as LeaseRecord[];
  }

  fence(lease: Lease): WriteOp {
    return { kind: 'put', collection: LEASE_FENCE_COLLECTION, doc: { id: lease.name, lease: lease.name, epoch: lease.epoch } };
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
