import type Database from 'better-sqlite3';
import type { OperationalStore } from '../operational-store.port';
import { openAuthDb } from './sqlite-auth-db';
import { SqliteCredentialRepository } from './sqlite-credential-repository';
import { SqliteSubjectKeys } from './sqlite-subject-keys';
import { SqliteMfaRepository, SqliteOutboxRepository } from './sqlite-mfa-outbox-repositories';
import { SqliteRefreshTokenRepository, SqliteSessionRepository } from './sqlite-session-repositories';
import { SqliteOneTimeTokenRepository, SqliteRateLimitCounter } from './sqlite-token-repositories';

/** The embedded operational store: one SQLite file, by default DATA_DIR/auth.db. */
export class SqliteOperationalStore implements OperationalStore {
  readonly kind = 'sqlite';
  readonly sessions: SqliteSessionRepository;
  readonly refreshTokens: SqliteRefreshTokenRepository;
  readonly oneTimeTokens: SqliteOneTimeTokenRepository;
  readonly rateLimits: SqliteRateLimitCounter;
  readonly mfa: SqliteMfaRepository;
  readonly outbox: SqliteOutboxRepository;
  readonly credentials: SqliteCredentialRepository;
  readonly subjectKeys: SqliteSubjectKeys;
  private readonly db: Database.Database;

  constructor({ file }: { file: string }) {
    this.db = openAuthDb(file);
    this.sessions = new SqliteSessionRepository(this.db);
    this.refreshTokens = new SqliteRefreshTokenRepository(this.db);
    this.oneTimeTokens = new SqliteOneTimeTokenRepository(this.db);
    this.rateLimits = new SqliteRateLimitCounter(this.db);
    this.mfa = new SqliteMfaRepository(this.db);
    this.outbox = new SqliteOutboxRepository(this.db);
    this.credentials = new SqliteCredentialRepository(this.db);
    this.subjectKeys = new SqliteSubjectKeys(this.db);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
