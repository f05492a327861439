import Database from 'better-sqlite3';
import { switchToWal } from '@receptionist/sqlite-wal';
import type { ServerSecretStore, VersionedSecret } from './server-secret-store.port';

/** The embedded store: a `server_secrets` table in the operational store's file (DATA_DIR/auth.db). */
export class SqliteServerSecretStore implements ServerSecretStore {
  private readonly db: Database.Database;

  constructor({ file }: { file: string }) {
    this.db = new Database(file, { timeout: 5000 });
    switchToWal(this.db);
    this.db.exec('CREATE TABLE IF NOT EXISTS server_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL, version INTEGER NOT NULL)');
  }

  async read(name: string): Promise<VersionedSecret | null> {
    return (this.db.prepare('SELECT value, version FROM server_secrets WHERE name = ?').get(name) as VersionedSecret | undefined) ?? null;
  }

  async create(name: string, value: string): Promise<VersionedSecret> {
    this.db.prepare('INSERT OR IGNORE INTO server_secrets (name, value, version) VALUES (?, ?, 1)').run(name, value);
    return (await this.read(name)) as VersionedSecret;
  }

  async replace(name: string, expectedVersion: number, value: string): Promise<boolean> {
    const result = this.db
      .prepare('UPDATE server_secrets SET value = ?, version = version + 1 WHERE name = ? AND version = ?')
      .run(value, name, expectedVersion);
    return result.changes === 1;
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
