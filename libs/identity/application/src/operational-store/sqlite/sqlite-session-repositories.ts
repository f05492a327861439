import type Database from 'better-sqlite3';
import type { RefreshTokenRecord, RefreshTokenRepository, SessionRecord, SessionRepository } from '../operational-store.port';
import { parseDoc } from './sqlite-auth-db';

type DocRow = { doc: string };

export class SqliteSessionRepository implements SessionRepository {
  /** Every guarded request looks its session up: the statement is prepared once. */
  private getStatement?: Database.Statement<[string], DocRow>;

  constructor(private readonly db: Database.Database) {}

  async create(session: SessionRecord): Promise<void> {
    this.db
      .prepare('INSERT INTO sessions (id, user_id, revoked_at, doc) VALUES (?, ?, ?, ?)')
      .run(session.id, session.userId, session.revokedAt, JSON.stringify(session));
  }

  async get(id: string): Promise<SessionRecord | null> {
    this.getStatement ??= this.db.prepare<[string], DocRow>('SELECT doc FROM sessions WHERE id = ?');
    return parseDoc(this.getStatement.get(id));
  }

  async listLive(userId: string): Promise<SessionRecord[]> {
    const rows = this.db.prepare<[string], DocRow>('SELECT doc FROM sessions WHERE user_id = ? AND revoked_at IS NULL ORDER BY rowid').all(userId);
    return rows.map((row) => parseDoc<SessionRecord>(row) as SessionRecord);
  }

  async update(id: string, patch: Partial<Pick<SessionRecord, 'aal' | 'factorId' | 'amr' | 'refreshedAt'>>): Promise<void> {
    this.db
      .transaction(() => {
        const current = parseDoc<SessionRecord>(this.db.prepare<[string], DocRow>('SELECT doc FROM sessions WHERE id = ?').get(id));
        if (current) this.db.prepare('UPDATE sessions SET doc = ? WHERE id = ?').run(JSON.stringify({ ...current, ...patch }), id);
      })
      .immediate();
  }

  async revoke(id: string, at: string): Promise<boolean> {
    const result = this.db
      .prepare("UPDATE sessions SET revoked_at = ?, doc = json_set(doc, '$.revokedAt', ?) WHERE id = ? AND revoked_at IS NULL")
      .run(at, at, id);
    return result.changes === 1;
  }

  async revokeAllOf(userId: string, at: string, exceptId?: string): Promise<number> {
    const result = this.db
      .prepare("UPDATE sessions SET revoked_at = ?, doc = json_set(doc, '$.revokedAt', ?) WHERE user_id = ? AND revoked_at IS NULL AND id IS NOT ?")
      .run(at, at, userId, exceptId ?? null);
    return result.changes;
  }
}

export class SqliteRefreshTokenRepository implements RefreshTokenRepository {
  constructor(private readonly db: Database.Database) {}

  async insert(token: RefreshTokenRecord): Promise<void> {
    this.db
      .prepare('INSERT INTO refresh_tokens (token_hash, session_id, rotated_at, doc) VALUES (?, ?, ?, ?)')
      .run(token.tokenHash, token.sessionId, token.rotatedAt, JSON.stringify(token));
  }

  async get(tokenHash: string): Promise<RefreshTokenRecord | null> {
    return parseDoc(this.db.prepare<[string], DocRow>('SELECT doc FROM refresh_tokens WHERE token_hash = ?').get(tokenHash));
  }

  async markRotated(tokenHash: string, at: string): Promise<boolean> {
    const result = this.db
      .prepare("UPDATE refresh_tokens SET rotated_at = ?, doc = json_set(doc, '$.rotatedAt', ?) WHERE token_hash = ? AND rotated_at IS NULL")
      .run(at, at, tokenHash);
    return result.changes === 1;
  }
}
