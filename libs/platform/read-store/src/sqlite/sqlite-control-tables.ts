import type Database from 'better-sqlite3';
import type { Lease, VersionedState } from '../read-store.port';

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

type LeaseRow = { projector: string; holder: string; epoch: number; expires_at: number };

const toLease = (row: LeaseRow): Lease => ({ projector: row.projector, holder: row.holder, epoch: row.epoch, expiresAtMs: row.expires_at });

/**
 * Checkpoints, leases and versioned state documents: the tables beside the read models (names start with `_`). They
 * are read here; `sqliteWriter` writes them.
 */
export class SqliteControlTables {
  private readonly selectLease: Database.Statement<[string], LeaseRow>;
  private readonly selectState: Database.Statement<[string], { version: number; value: string }>;

  constructor(private readonly db: Database.Database) {
    upgradeEarlierLeases(db);
    db.exec(SCHEMA);
    this.selectLease = db.prepare('SELECT projector, holder, epoch, expires_at FROM _leases WHERE projector = ?');
    this.selectState = db.prepare('SELECT version, value FROM _state WHERE key = ?');
  }

  lease(projector: string): Lease | null {
    const row = this.selectLease.get(projector);
    return row ? toLease(row) : null;
  }

  leases(): Lease[] {
    return this.db.prepare<[], LeaseRow>('SELECT projector, holder, epoch, expires_at FROM _leases ORDER BY projector').all().map(toLease);
  }

  state<T>(key: string): VersionedState<T> | null {
    const row = this.selectState.get(key);
    return row ? { value: JSON.parse(row.value) as T, version: row.version } : null;
  }
}
