import { MongoClient } from 'mongodb';
import type { OperationalStore } from '../operational-store.port';
import { MongoCredentialRepository } from './mongo-credential-repository';
import { MongoSubjectKeys } from './mongo-subject-keys';
import { MongoMfaRepository, MongoOutboxRepository } from './mongo-mfa-outbox-repositories';
import { continueSequence, MongoSequence } from './mongo-sequence';
import { ensureSessionIndexes, MongoRefreshTokenRepository, MongoSessionRepository } from './mongo-session-repositories';
import { ensureTokenIndexes, MongoOneTimeTokenRepository, MongoRateLimitCounter } from './mongo-token-repositories';

/** The database named in a connection string's path (`mongodb://h1,h2/receptionist?replicaSet=rs0`), or null. */
export function databaseInUrl(url: string): string | null {
  const match = /^mongodb(?:\+srv)?:\/\/[^/?]*\/([^?]*)/i.exec(url.trim());
  const name = match ? decodeURIComponent(match[1]) : '';
  return name === '' ? null : name;
}

/**
 * The production operational store: `auth_*` collections in an explicitly named MongoDB database (`dbName`, else the
 * connection string's path). Without either it refuses to start: the driver would silently use `test`
 * (mongodb/src/connection_string.ts).
 */
export class MongoOperationalStore implements OperationalStore {
  readonly kind = 'mongodb';
  readonly sessions: MongoSessionRepository;
  readonly refreshTokens: MongoRefreshTokenRepository;
  readonly oneTimeTokens: MongoOneTimeTokenRepository;
  readonly rateLimits: MongoRateLimitCounter;
  readonly mfa: MongoMfaRepository;
  readonly outbox: MongoOutboxRepository;
  readonly credentials: MongoCredentialRepository;
  readonly subjectKeys: MongoSubjectKeys;

  private constructor(
    private readonly client: MongoClient,
    readonly dbName: string,
  ) {
    const db = client.db(dbName);
    const sequence = new MongoSequence(db);
    // The database layout: each repository is given the collections it works on.
    this.sessions = new MongoSessionRepository(db.collection('auth_sessions'), sequence);
    this.refreshTokens = new MongoRefreshTokenRepository(db.collection('auth_refresh_tokens'));
    this.oneTimeTokens = new MongoOneTimeTokenRepository(db.collection('auth_one_time_tokens'));
    this.rateLimits = new MongoRateLimitCounter(db.collection('auth_rate_limits'), db.collection('auth_rate_limit_blocks'));
    this.mfa = new MongoMfaRepository(db.collection('auth_mfa_secrets'), db.collection('auth_mfa_challenges'), db.collection('auth_mfa_used_codes'));
    this.outbox = new MongoOutboxRepository(db.collection('auth_outbox'), sequence);
    this.credentials = new MongoCredentialRepository(db.collection('auth_credentials'), db.collection('auth_pending_sign_ups'));
    this.subjectKeys = new MongoSubjectKeys(db.collection('auth_subject_keys'));
  }

  static async connect({ url, dbName }: { url: string; dbName?: string }): Promise<MongoOperationalStore> {
    const name = dbName?.trim() || databaseInUrl(url);
    if (!name) {
      throw new Error('MongoDB database name missing: put it in the connection string path (mongodb://host/receptionist?replicaSet=rs0)');
    }
    const client = await new MongoClient(url).connect();
    try {
      const db = client.db(name);
      await ensureSessionIndexes(db);
      await ensureTokenIndexes(db);
      // Records of earlier releases carry Date.now() as their seq: new ones continue above them.
      const sequence = new MongoSequence(db);
      await continueSequence(db, sequence, 'auth_sessions');
      await continueSequence(db, sequence, 'auth_outbox');
      return new MongoOperationalStore(client, name);
    } catch (error) {
      await client.close();
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
