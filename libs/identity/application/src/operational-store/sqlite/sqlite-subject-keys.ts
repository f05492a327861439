import { randomBytes } from 'node:crypto';
import type { SubjectKeys } from '@receptionist/event-store';
import type Database from 'better-sqlite3';

const SCHEMA = 'CREATE TABLE IF NOT EXISTS subject_keys (subject TEXT PRIMARY KEY, key BLOB NOT NULL, created_at TEXT NOT NULL)';

/** `subject_keys` in the auth database; the database runs with `secure_delete`, so an erased key's bytes are zeroed. */
export class SqliteSubjectKeys implements SubjectKeys {
  constructor(private readonly db: Database.Database) {
    db.exec(SCHEMA);
  }

  async keyFor(subject: string): Promise<Buffer> {
    this.db
      .prepare('INSERT OR IGNORE INTO subject_keys (subject, key, created_at) VALUES (?, ?, ?)')
      .run(subject, randomBytes(32), new Date().toISOString());
    return (await this.find(subject)) as Buffer;
  }

  async find(subject: string): Promise<Buffer | null> {
    const row = this.db.prepare('SELECT key FROM subject_keys WHERE subject = ?').get(subject) as { key: Buffer } | undefined;
    return row?.key ?? null;
  }

  async erase(subjects: readonly string[]): Promise<void> {
    const remove = this.db.prepare('DELETE FROM subject_keys WHERE subject = ?');
    this.db.transaction(() => subjects.forEach((subject) => remove.run(subject))).immediate();
    // The deleted rows' pages may still sit in the write-ahead log: copy it back and empty it.
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }
}
