import type Database from 'better-sqlite3';
import type { SigningKeyRepository, StoredKeyRecord } from '../operational-store.port';

const SCHEMA = `CREATE TABLE IF NOT EXISTS signing_keys (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, kid TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL, material TEXT NOT NULL)`;

type KeyRow = { kid: string; created_at: string; material: string };

/** The shared signing-key ring: newest first by insertion order; changes run in `BEGIN IMMEDIATE` transactions. */
export class SqliteSigningKeyRepository implements SigningKeyRepository {
  private readonly initializeRing: (key: StoredKeyRecord) => StoredKeyRecord[];
  private readonly rotateRing: (key: StoredKeyRecord, expectedHeadKid: string, keep: number) => boolean;

  constructor(private readonly db: Database.Database) {
    db.exec(SCHEMA);
    this.initializeRing = db.transaction((key: StoredKeyRecord) => {
      if (this.ring().length === 0) this.insert(key);
      return this.ring();
    }).immediate;
    this.rotateRing = db.transaction((key: StoredKeyRecord, expectedHeadKid: string, keep: number) => {
      if (this.ring()[0]?.kid !== expectedHeadKid) return false;
      this.insert(key);
      db.prepare('DELETE FROM signing_keys WHERE seq NOT IN (SELECT seq FROM signing_keys ORDER BY seq DESC LIMIT ?)').run(Math.max(1, keep));
      return true;
    }).immediate;
  }

  async list(): Promise<StoredKeyRecord[]> {
    return this.ring();
  }

  async initialize(key: StoredKeyRecord): Promise<StoredKeyRecord[]> {
    return this.initializeRing(key);
  }

  async rotate(key: StoredKeyRecord, { expectedHeadKid, keep }: { expectedHeadKid: string; keep: number }): Promise<boolean> {
    return this.rotateRing(key, expectedHeadKid, keep);
  }

  private ring(): StoredKeyRecord[] {
    const rows = this.db.prepare<[], KeyRow>('SELECT kid, created_at, material FROM signing_keys ORDER BY seq DESC').all();
    return rows.map((row) => ({ kid: row.kid, createdAt: row.created_at, material: row.material }));
  }

  private insert(key: StoredKeyRecord): void {
    this.db.prepare('INSERT INTO signing_keys (kid, created_at, material) VALUES (?, ?, ?)').run(key.kid, key.createdAt, key.material);
  }
}
