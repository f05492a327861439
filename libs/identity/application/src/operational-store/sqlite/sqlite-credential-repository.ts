import type Database from 'better-sqlite3';
import { type CredentialRepository, LEGACY_PENDING_SIGN_UP_ID, type PendingSignUpRecord } from '../operational-store.port';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS credentials (user_id TEXT PRIMARY KEY, password_hash TEXT NOT NULL, updated_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS pending_sign_ups (user_id TEXT PRIMARY KEY, doc TEXT NOT NULL);
`;

/** One row per unconfirmed user: `{ signUps }`, oldest first (a row of an earlier release is one sign-up without id). */
function signUpsOf(row: { doc: string } | undefined): PendingSignUpRecord[] {
  if (!row) return [];
  const doc = JSON.parse(row.doc) as { signUps?: PendingSignUpRecord[] } & Partial<PendingSignUpRecord>;
  return doc.signUps ?? [{ ...(doc as PendingSignUpRecord), id: LEGACY_PENDING_SIGN_UP_ID }];
}

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
      .prepare(
        'INSERT INTO credentials (user_id, password_hash, updated_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET password_hash = excluded.password_hash, updated_at = excluded.updated_at',
      )
      .run(userId, passwordHash, at);
  }

  async setPasswordHashIfAbsent(userId: string, passwordHash: string, at: string): Promise<boolean> {
    return (
      this.db.prepare('INSERT OR IGNORE INTO credentials (user_id, password_hash, updated_at) VALUES (?, ?, ?)').run(userId, passwordHash, at)
        .changes === 1
    );
  }

  async deletePasswordHash(userId: string): Promise<void> {
    this.db.prepare('DELETE FROM credentials WHERE user_id = ?').run(userId);
  }

  private readRow(userId: string) {
    return this.db.prepare('SELECT doc FROM pending_sign_ups WHERE user_id = ?').get(userId) as { doc: string } | undefined;
  }

  async addPendingSignUp(pending: PendingSignUpRecord, keepNewest: number): Promise<string[]> {
    return this.db
      .transaction(() => {
        const signUps = [...signUpsOf(this.readRow(pending.userId)).filter((s) => s.id !== pending.id), pending].slice(-keepNewest);
        this.db.prepare('INSERT OR REPLACE INTO pending_sign_ups (user_id, doc) VALUES (?, ?)').run(pending.userId, JSON.stringify({ signUps }));
        return signUps.map((s) => s.id);
      })
      .immediate();
  }

  async takePendingSignUp(userId: string, id: string): Promise<PendingSignUpRecord | null> {
    return this.db
      .transaction(() => {
        const taken = signUpsOf(this.readRow(userId)).find((s) => s.id === id) ?? null;
        if (taken) this.db.prepare('DELETE FROM pending_sign_ups WHERE user_id = ?').run(userId);
        return taken;
      })
      .immediate();
  }

  async newestPendingSignUp(userId: string): Promise<PendingSignUpRecord | null> {
    return signUpsOf(this.readRow(userId)).at(-1) ?? null;
  }

  async dropPendingSignUps(userId: string): Promise<boolean> {
    return this.db.prepare('DELETE FROM pending_sign_ups WHERE user_id = ?').run(userId).changes > 0;
  }
}
