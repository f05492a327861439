import { MongoClient } from 'mongodb';
import type { OperationalStore } from '../operational-store.port';
import { MongoCredentialRepository } from './mongo-credential-repository';
import { MongoMfaRepository, MongoOutboxRepository } from './mongo-mfa-outbox-repositories';
import { ensureSessionIndexes, MongoRefreshTokenRepository, MongoSessionRepository } from './mongo-session-repositories';
import { ensureTokenIndexes, MongoOneTimeTokenRepository, MongoRateLimitCounter } from './mongo-token-repositories';

/** The production operational store: `auth_*` collections in the MongoDB database of MONGODB_URL. */
export class MongoOperationalStore implements OperationalStore {
  readonly kind = 'mongodb';
  readonly sessions: MongoSessionRepository;
  readonly refreshTokens: MongoRefreshTokenRepository;
  readonly oneTimeTokens: MongoOneTimeTokenRepository;
  readonly rateLimits: MongoRateLimitCounter;
  readonly mfa: MongoMfaRepository;
  readonly outbox: MongoOutboxRepository;
  readonly credentials: MongoCredentialRepository;

  private constructor(private readonly client: MongoClient, dbName?: string) {
    const db = client.db(dbName);
    this.sessions = new MongoSessionRepository(db);
    this.refreshTokens = new MongoRefreshTokenRepository(db);
    this.oneTimeTokens = new MongoOneTimeTokenRepository(db);
    this.rateLimits = new MongoRateLimitCounter(db);
    this.mfa = new MongoMfaRepository(db);
    this.outbox = new MongoOutboxRepository(db);
    this.credentials = new MongoCredentialRepository(db);
  }

  static async connect({ url, dbName }: { url: string; dbName?: string }): Promise<MongoOperationalStore> {
    const client = await new MongoClient(url).connect();
    const db = client.db(dbName);
    await ensureSessionIndexes(db);
    await ensureTokenIndexes(db);
    return new MongoOperationalStore(client, dbName);
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
