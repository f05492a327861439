import type Database from 'better-sqlite3';
import type { Lease, LeaseRequest, VersionedState } from '../read-store.port';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS _checkpoints (projector TEXT PRIMARY KEY, position INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS _leases (projector TEXT PRIMARY KEY, holder TEXT NOT NULL, epoch INTEGER NOT NULL, expires_at INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS _state (key TEXT PRIMARY KEY, version INTEGER NOT NULL, value TEXT NOT NULL) WITHOUT ROWID;
`;

/**
 * Files written by an earlier build kept projector leases in a `_leases` table keyed by `name` and fenced commits
 * with a trigger on a `rm_projection_fences` table. The key is renamed (the epochs stay, so fencing still holds
 * across the upgrade) and the trigger and its table are dropped, so the trigger never fires again. Idempotent.
 */
function upgradeEarlierLeases(db: Database.Database): void {
  db.transaction(() => {
    const columns = db.prepare<[], { name: string }>(`SELECT name FROM pragma_table_info('_leases')`).all();
    if (columns.some((column) => column.name === 'name')) db.exec('ALTER TABLE _leases RENAME COLUMN name TO projector');
    db.exec('DROP TRIGGER IF EXISTS "rm_projection_fences_fence"; DROP TABLE IF EXISTS "rm_projection_fences";');
  }).immediate();
}

/** The expiry of a released lease: before any clock reading. */
export const RELEASED = Number.MIN_SAFE_INTEGER;

type LeaseRow = { projector: string; holder: string; epoch: number; expires_at: number };

const toLease = (row: LeaseRow): Lease => ({ projector: row.projector, holder: row.holder, epoch: row.epoch, expiresAtMs: row.expires_at });

/** Checkpoints, leases and versioned state documents: the tables beside the read models (names start with `_`). */
export class SqliteControlTables {
  private readonly selectLease: Database.Statement<[string], LeaseRow>;
  private readonly upsertLease: Database.Statement<[string, string, number, number]>;
  private readonly selectState: Database.Statement<[string], { version: number; value: string }>;
  readonly tryAcquireLease: (request: LeaseRequest) => Lease | null;
  readonly writeState: (key: string, value: string, expectedVersion: number) => number | null;

  constructor(private readonly db: Database.Database) {
    upgradeEarlierLeases(db);
    db.exec(SCHEMA);
    this.selectLease = db.prepare('SELECT projector, holder, epoch, expires_at FROM _leases WHERE projector = ?');
    this.upsertLease = db.prepare(
      `INSERT INTO _leases (projector, holder, epoch, expires_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (projector) DO UPDATE SET holder = excluded.holder, epoch = excluded.epoch, expires_at = excluded.expires_at`,
    );
    this.selectState = db.prepare('SELECT version, value FROM _state WHERE key = ?');
    // IMMEDIATE: the read and the write of a lease or state change hold the write lock together, across processes.
    this.tryAcquireLease = db.transaction((request: LeaseRequest) => this.acquire(request)).immediate;
    this.writeState = db.transaction((key: string, value: string, expectedVersion: number) =>
      this.compareAndSet(key, value, expectedVersion),
    ).immediate;
  }

  lease(projector: string): Lease | null {
    const row = this.selectLease.get(projector);
    return row ? toLease(row) : null;
  }

  leases(): Lease[] {
    return this.db.prepare<[], LeaseRow>('SELECT projector, holder, epoch, expires_at FROM _leases ORDER BY projector').all().map(toLease);
  }

  releaseLease(projector: string, holder: string): void {
    this.db.prepare('UPDATE _leases SET expires_at = ? WHERE projector = ? AND holder = ?').run(RELEASED, projector, holder);
  }

  state<T>(key: string): VersionedState<T> | null {
    const row = this.selectState.get(key);
    return row ? { value: JSON.parse(row.value) as T, version: row.version } : null;
  }

  private acquire({ projector, holder, ttlMs, nowMs }: LeaseRequest): Lease | null {
    const current = this.lease(projector);
    if (current && current.holder !== holder && current.expiresAtMs > nowMs) return null;
    const epoch = !current ? 1 : current.holder === holder && current.expiresAtMs > nowMs ? current.epoch : current.epoch + 1;
    this.upsertLease.run(projector, holder, epoch, nowMs + ttlMs);
    return { projector, holder, epoch, expiresAtMs: nowMs + ttlMs };
  }

  private compareAndSet(key: string, value: string, expectedVersion: number): number | null {
    const version = this.selectState.get(key)?.version ?? 0;
    if (version !== expectedVersion) return null;
    this.db
      .prepare(
        'INSERT INTO _state (key, version, value) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET version = excluded.version, value = excluded.value',
      )
      .run(key, version + 1, value);
    return version + 1;
  }
}
