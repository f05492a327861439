import type Database from 'better-sqlite3';
import type { CredentialRepository, PendingSignUpRecord } from '../operational-store.port';
import { parseDoc } from './sqlite-auth-db';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS credentials (user_id TEXT PRIMARY KEY, password_hash TEXT NOT NULL, updated_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS pending_sign_ups (user_id TEXT PRIMARY KEY, doc TEXT NOT NULL);
`;

export class SqliteCredentialRepository implements CredentialRepository {
  constructor(private readonly db: Database.Database) {
    db.exec(SCHEMA);
  }

  async getPasswordHash(userId: string): Promise<string | null> {
    const row = this.db.prepare('SELECT password_hash FROM credentials WHERE user_id = ?').get(userId) as { password_hash: string } | undefined;
    return row?.password_hash ?? null;
  }

  async setPasswordHash(userId: string, passwordHash: string, at: string): Promise<void> {
    this.db
      .prepare('INSERT INTO credentials (user_id, password_hash, updated_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET password_hash = excluded.password_hash, updated_at = excluded.updated_at')
      .run(userId, passwordHash, at);
  }

  async setPasswordHashIfAbsent(userId: string, passwordHash: string, at: string): Promise<boolean> {
    return this.db.prepare('INSERT OR IGNORE INTO credentials (user_id, password_hash, updated_at) VALUES (?, ?, ?)').run(userId, passwordHash, at).changes === 1;
  }

  async deletePasswordHash(userId: string): Promise<void> {
    this.db.prepare('DELETE FROM credentials WHERE user_id = ?').run(userId);
  }

  async putPendingSignUp(pending: PendingSignUpRecord): Promise<void> {
    this.db.prepare('INSERT OR REPLACE INTO pending_sign_ups (user_id, doc) VALUES (?, ?)').run(pending.userId, JSON.stringify(pending));
  }

  async takePendingSignUp(userId: string): Promise<PendingSignUpRecord | null> {
    const row = this.db.prepare('DELETE FROM pending_sign_ups WHERE user_id = ? RETURNING doc').get(userId) as { doc: string } | undefined;
    return parseDoc<PendingSignUpRecord>(row);
  }
}
