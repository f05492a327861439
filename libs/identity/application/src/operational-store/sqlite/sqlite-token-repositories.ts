import type Database from 'better-sqlite3';
import { LEGACY_PENDING_SIGN_UP_ID } from '../operational-store.port';
import type { OneTimeTokenKind, OneTimeTokenRecord, OneTimeTokenRepository, RateLimitCounter } from '../operational-store.port';
import { parseDoc } from './sqlite-auth-db';

type DocRow = { doc: string };

export class SqliteOneTimeTokenRepository implements OneTimeTokenRepository {
  constructor(private readonly db: Database.Database) {}

  async put(token: OneTimeTokenRecord): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO one_time_tokens (id, user_id, kind, sign_up_id, token_hash, code_hash, created_at, doc) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id, kind, sign_up_id) DO UPDATE SET id = excluded.id, token_hash = excluded.token_hash,
           code_hash = excluded.code_hash, created_at = excluded.created_at, doc = excluded.doc`,
      )
      .run(token.id, token.userId, token.kind, token.signUpId ?? '', token.tokenHash, token.codeHash, token.createdAt, JSON.stringify(token));
  }

  async deleteOf(userId: string, kind: OneTimeTokenKind, exceptSignUpIds: readonly string[] = []): Promise<void> {
    this.db
      .prepare(
        `DELETE FROM one_time_tokens WHERE user_id = ? AND kind = ?
           AND coalesce(nullif(sign_up_id, ''), ?) NOT IN (SELECT value FROM json_each(?))`,
      )
      .run(userId, kind, LEGACY_PENDING_SIGN_UP_ID, JSON.stringify(exceptSignUpIds));
  }

  async consume(kind: OneTimeTokenKind, match: { tokenHash: string } | { codeHash: string }): Promise<OneTimeTokenRecord | null> {
    const [column, value] = 'tokenHash' in match ? ['token_hash', match.tokenHash] : ['code_hash', match.codeHash];
    return this.db
      .transaction(() => {
        const row = this.db
          .prepare<[string, string], DocRow & { id: string }>(`SELECT id, doc FROM one_time_tokens WHERE kind = ? AND ${column} = ?`)
          .get(kind, value);
        if (!row) return null;
        this.db.prepare('DELETE FROM one_time_tokens WHERE id = ?').run(row.id);
        return parseDoc<OneTimeTokenRecord>(row);
      })
      .immediate();
  }

  async lastSentAt(userId: string, kind: OneTimeTokenKind): Promise<string | null> {
    const row = this.db
      .prepare<[string, string], { created_at: string | null }>(
        'SELECT max(created_at) AS created_at FROM one_time_tokens WHERE user_id = ? AND kind = ?',
      )
      .get(userId, kind);
    return row?.created_at ?? null;
  }

  async recordFailedCode(kind: OneTimeTokenKind, email: string, maxFailures: number): Promise<void> {
    this.db
      .transaction(() => {
        this.db
          .prepare(
            `UPDATE one_time_tokens SET doc = json_set(doc, '$.failedAttempts', coalesce(json_extract(doc, '$.failedAttempts'), 0) + 1)
           WHERE kind = ? AND json_extract(doc, '$.email') = ?`,
          )
          .run(kind, email);
        this.db
          .prepare(`DELETE FROM one_time_tokens WHERE kind = ? AND json_extract(doc, '$.email') = ? AND json_extract(doc, '$.failedAttempts') >= ?`)
          .run(kind, email, maxFailures);
      })
      .immediate();
  }

  async cancel(kind: OneTimeTokenKind, cancelTokenHash: string): Promise<OneTimeTokenRecord | null> {
    return this.db
      .transaction(() => {
        const row = this.db
          .prepare<[string, string], DocRow & { id: string }>(
            `SELECT id, doc FROM one_time_tokens WHERE kind = ? AND json_extract(doc, '$.cancelTokenHash') = ?`,
          )
          .get(kind, cancelTokenHash);
        if (!row) return null;
        this.db.prepare('DELETE FROM one_time_tokens WHERE id = ?').run(row.id);
        return parseDoc<OneTimeTokenRecord>(row);
      })
      .immediate();
  }
}

/** How often a hit also deletes every expired counter (of any key), so abandoned keys do not pile up. */
const RATE_LIMIT_PURGE_INTERVAL_MS = 10_000;

/**
 * Fixed-window counters with their expiry. Keys include client IPs and addresses, so a key seen once must not stay
 * forever: expired rows are deleted on the way, at most once per purge interval.
 */
/**
 * Rate-limit counters. The statements are prepared once (a public form checks its limit on every request), and a hit
 * is one transaction: dropping the key's old windows and counting the hit commit together.
 */
export class SqliteRateLimitCounter implements RateLimitCounter {
  private lastPurgeMs = Number.NEGATIVE_INFINITY;
  private readonly dropOldWindows: Database.Statement<[string, number]>;
  private readonly increment: Database.Statement<[string, number, number], number>;
  private readonly hitsOf: Database.Statement<[string, number], number>;
  private readonly blockStatement: Database.Statement<[string, number]>;
  private readonly blockedStatement: Database.Statement<[string], number>;
  private readonly purgeCounters: Database.Statement<[number]>;
  private readonly purgeBlocks: Database.Statement<[number]>;
  /** The old windows' DELETE and the increment: one transaction, one commit. */
  private readonly hitInTransaction: Database.Transaction<(key: string, windowStart: number, windowMs: number) => number>;

  constructor(db: Database.Database) {
    addExpiryColumn(db);
    this.dropOldWindows = db.prepare('DELETE FROM rate_limits WHERE key = ? AND window_start < ?');
    this.increment = db
      .prepare<[string, number, number], number>(
        `INSERT INTO rate_limits (key, window_start, hits, expires_at) VALUES (?, ?, 1, ?)
         ON CONFLICT (key, window_start) DO UPDATE SET hits = hits + 1 RETURNING hits`,
      )
      .pluck();
    this.hitsOf = db.prepare<[string, number], number>('SELECT hits FROM rate_limits WHERE key = ? AND window_start = ?').pluck();
    this.blockStatement = db.prepare(
      'INSERT INTO rate_limit_blocks (key, until_ms) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET until_ms = max(until_ms, excluded.until_ms)',
    );
    this.blockedStatement = db.prepare<[string], number>('SELECT until_ms FROM rate_limit_blocks WHERE key = ?').pluck();
    this.purgeCounters = db.prepare('DELETE FROM rate_limits WHERE expires_at <= ?');
    this.purgeBlocks = db.prepare('DELETE FROM rate_limit_blocks WHERE until_ms <= ?');
    this.hitInTransaction = db.transaction((key: string, windowStart: number, windowMs: number) => {
      // The previous window stays: sliding-window limits weigh it in.
      this.dropOldWindows.run(key, windowStart - windowMs);
      return this.increment.get(key, windowStart, windowStart + 2 * windowMs) as number;
    });
  }

  async hit(key: string, windowMs: number, nowMs: number): Promise<number> {
    const windowStart = nowMs - (nowMs % windowMs);
    this.purgeExpired(nowMs);
    return this.hitInTransaction.immediate(key, windowStart, windowMs);
  }

  async count(key: string, windowMs: number, nowMs: number): Promise<number> {
    const windowStart = nowMs - (nowMs % windowMs);
    return this.hitsOf.get(key, windowStart) ?? 0;
  }

  async block(key: string, untilMs: number): Promise<void> {
    this.blockStatement.run(key, untilMs);
  }

  async blockedUntil(key: string, nowMs: number): Promise<number | null> {
    const until = this.blockedStatement.get(key);
    return until !== undefined && until > nowMs ? until : null;
  }

  private purgeExpired(nowMs: number): void {
    if (Math.abs(nowMs - this.lastPurgeMs) < RATE_LIMIT_PURGE_INTERVAL_MS) return;
    this.lastPurgeMs = nowMs;
    this.purgeCounters.run(nowMs);
    this.purgeBlocks.run(nowMs);
  }
}

/** Databases created before counters carried their expiry: existing rows are kept for a day, then purged. */
function addExpiryColumn(db: Database.Database): void {
  const columns = db.prepare<[], string>("SELECT name FROM pragma_table_info('rate_limits')").pluck().all();
  if (!columns.includes('expires_at')) {
    try {
      db.exec('ALTER TABLE rate_limits ADD COLUMN expires_at INTEGER NOT NULL DEFAULT 0');
      db.exec('UPDATE rate_limits SET expires_at = window_start + 86400000 WHERE expires_at = 0');
    } catch (error) {
      // Another process sharing the file added it first.
      if (!/duplicate column/i.test(String(error))) throw error;
    }
  }
  db.exec('CREATE INDEX IF NOT EXISTS rate_limits_expiry ON rate_limits (expires_at)');
}
