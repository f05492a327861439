import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';

/**
 * True when another connection (e.g. a running API) has the SQLite file open. A connection to a WAL database keeps
 * shared locks for as long as it is open, so a connection in exclusive locking mode can only start a transaction
 * when nobody else has the file open. The probe waits for no one and releases its lock at once.
 */
export function isSqliteFileInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const db = new Database(file, { timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && String(error.code).startsWith('SQLITE_BUSY')) return true;
    throw error;
  } finally {
    db.close();
  }
}
