import { randomBytes } from 'node:crypto';
import type { SubjectKeys } from '@receptionist/event-store';
import type Database from 'better-sqlite3';

const SCHEMA = 'CREATE TABLE IF NOT EXISTS subject_keys (subject TEXT PRIMARY KEY, key BLOB NOT NULL, created_at TEXT NOT NULL)';

/**
 * `subject_keys` in the auth database. A new key is committed (and fsynced) before the event it seals is appended, so
 * no stored event can outlive its key. The database runs with `secure_delete`: an erased key's bytes are zeroed.
 */
export class SqliteSubjectKeys implements SubjectKeys {
  private readonly insert: Database.Statement<[string, Buffer, string]>;
  private readonly select: Database.Statement<[string], { key: Buffer }>;
  private readonly remove: Database.Statement<[string]>;

  constructor(private readonly db: Database.Database) {
    db.exec(SCHEMA);
    this.insert = db.prepare('INSERT OR IGNORE INTO subject_keys (subject, key, created_at) VALUES (?, ?, ?)');
    this.select = db.prepare('SELECT key FROM subject_keys WHERE subject = ?');
    this.remove = db.prepare('DELETE FROM subject_keys WHERE subject = ?');
  }

  async keysFor(subjects: readonly string[]): Promise<Map<string, Buffer>> {
    const keys = new Map<string, Buffer>();
    const missing: string[] = [];
    for (const subject of new Set(subjects)) {
      const existing = this.select.get(subject)?.key;
      if (existing) keys.set(subject, existing);
      else missing.push(subject);
    }
    if (missing.length === 0) return keys;
    // One transaction (one fsync) for all the new keys; a key another process created meanwhile stays (OR IGNORE).
    const createdAt = new Date().toISOString();
    this.db.transaction(() => missing.forEach((subject) => this.insert.run(subject, randomBytes(32), createdAt))).immediate();
    for (const subject of missing) keys.set(subject, this.select.get(subject)?.key as Buffer);
    return keys;
  }

  async find(subject: string): Promise<Buffer | null> {
    return this.select.get(subject)?.key ?? null;
  }

  async erase(subjects: readonly string[]): Promise<void> {
    this.db.transaction(() => subjects.forEach((subject) => this.remove.run(subject))).immediate();
    // The deleted rows' pages may still sit in the write-ahead log: copy it back and empty it.
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }
}
