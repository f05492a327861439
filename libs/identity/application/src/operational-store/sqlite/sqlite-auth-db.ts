import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { switchToWal } from '@receptionist/sqlite-wal';

/** One token per user and kind, except sign-up confirmations: one per pending sign-up (`sign_up_id`, '' for none). */
const ONE_TIME_TOKENS = `
CREATE TABLE IF NOT EXISTS one_time_tokens (
  id TEXT PRIMARY KEY, user_id TEXT NOT NULL, kind TEXT NOT NULL, sign_up_id TEXT NOT NULL DEFAULT '', token_hash TEXT NOT NULL,
  code_hash TEXT NOT NULL, created_at TEXT NOT NULL, doc TEXT NOT NULL, UNIQUE (user_id, kind, sign_up_id));
CREATE INDEX IF NOT EXISTS one_time_tokens_token ON one_time_tokens (kind, token_hash);
CREATE INDEX IF NOT EXISTS one_time_tokens_code ON one_time_tokens (kind, code_hash);
`;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY, user_id TEXT NOT NULL, revoked_at TEXT, doc TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id, revoked_at);
CREATE TABLE IF NOT EXISTS refresh_tokens (token_hash TEXT PRIMARY KEY, session_id TEXT NOT NULL, rotated_at TEXT, doc TEXT NOT NULL);
${ONE_TIME_TOKENS}CREATE TABLE IF NOT EXISTS rate_limits (key TEXT NOT NULL, window_start INTEGER NOT NULL, hits INTEGER NOT NULL,
  PRIMARY KEY (key, window_start));
CREATE TABLE IF NOT EXISTS rate_limit_blocks (key TEXT PRIMARY KEY, until_ms INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS mfa_secrets (factor_id TEXT PRIMARY KEY, user_id TEXT NOT NULL, sealed_secret TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS mfa_challenges (id TEXT PRIMARY KEY, verified_at TEXT, doc TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS mfa_used_codes (factor_id TEXT NOT NULL, time_step INTEGER NOT NULL, PRIMARY KEY (factor_id, time_step));
CREATE TABLE IF NOT EXISTS outbox (seq INTEGER PRIMARY KEY AUTOINCREMENT, doc TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS outbox_by_id ON outbox (json_extract(doc, '$.id'));
`;

/**
 * Opens (creating if needed) the auth operational database: WAL, so several processes may share it. Every
 * read-then-write transaction of the repositories is `BEGIN IMMEDIATE`: a deferred one that reads first and then
 * writes cannot wait for another process's write lock (SQLite answers SQLITE_BUSY at once, "database is locked").
 */
export function openAuthDb(file: string): Database.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  switchToWal(db);
  // Deleted rows are overwritten with zeros: an erased person's key or mails leave no bytes behind in free pages.
  db.pragma('secure_delete = ON');
  migrateOneTimeTokens(db);
  db.exec(SCHEMA);
  return db;
}

/** A database of an earlier release keyed one-time tokens by (user_id, kind) only: rebuild the table with sign_up_id. */
function migrateOneTimeTokens(db: Database.Database): void {
  const columns = db.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('one_time_tokens')").all();
  if (columns.length === 0 || columns.some((column) => column.name === 'sign_up_id')) return;
  db.transaction(() => {
    db.exec(`ALTER TABLE one_time_tokens RENAME TO one_time_tokens_before_sign_ups;
      DROP INDEX IF EXISTS one_time_tokens_token;
      DROP INDEX IF EXISTS one_time_tokens_code;
      ${ONE_TIME_TOKENS}
      INSERT INTO one_time_tokens (id, user_id, kind, token_hash, code_hash, created_at, doc)
        SELECT id, user_id, kind, token_hash, code_hash, created_at, doc FROM one_time_tokens_before_sign_ups;
      DROP TABLE one_time_tokens_before_sign_ups;`);
  }).immediate();
}

export const parseDoc = <T>(row: { doc: string } | undefined): T | null => (row ? (JSON.parse(row.doc) as T) : null);
