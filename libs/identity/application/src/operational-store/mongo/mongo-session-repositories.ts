import type { Collection, Db } from 'mongodb';
import { withoutMongoFields } from './mongo-documents';
import type { MongoSequence } from './mongo-sequence';
import type { RefreshTokenRecord, RefreshTokenRepository, SessionRecord, SessionRepository } from '../operational-store.port';

type SessionDoc = SessionRecord & { _id: string; seq: number };
type RefreshDoc = RefreshTokenRecord & { _id: string };

export class MongoSessionRepository implements SessionRepository {
  constructor(
    private readonly sessions: Collection<SessionDoc>,
    private readonly sequence: MongoSequence,
  ) {}

  async create(session: SessionRecord): Promise<void> {
    await this.sessions.insertOne({ ...session, _id: session.id, seq: await this.sequence.next(this.sessions.collectionName) });
  }

  async get(id: string): Promise<SessionRecord | null> {
    const doc = await this.sessions.findOne({ _id: id });
    return doc && withoutMongoFields<SessionRecord>(doc);
  }

  async listLive(userId: string): Promise<SessionRecord[]> {
    const docs = await this.sessions.find({ userId, revokedAt: null }).sort({ seq: 1 }).toArray();
    return docs.map((doc) => withoutMongoFields<SessionRecord>(doc));
  }

  async update(id: string, patch: Partial<Pick<SessionRecord, 'aal' | 'factorId' | 'amr' | 'refreshedAt'>>): Promise<void> {
    await this.sessions.updateOne({ _id: id }, { $set: patch });
  }

  async revoke(id: string, at: string): Promise<boolean> {
    const result = await this.sessions.updateOne({ _id: id, revokedAt: null }, { $set: { revokedAt: at } });
    return result.modifiedCount === 1;
  }

  async revokeAllOf(userId: string, at: string, exceptId?: string): Promise<number> {
    const filter = exceptId ? { userId, revokedAt: null, _id: { $ne: exceptId } } : { userId, revokedAt: null };
    const result = await this.sessions.updateMany(filter, { $set: { revokedAt: at } });
    return result.modifiedCount;
  }
}

export class MongoRefreshTokenRepository implements RefreshTokenRepository {
  constructor(private readonly tokens: Collection<RefreshDoc>) {}

  async insert(token: RefreshTokenRecord): Promise<void> {
    await this.tokens.insertOne({ ...token, _id: token.tokenHash });
  }

  async get(tokenHash: string): Promise<RefreshTokenRecord | null> {
    const doc = await this.tokens.findOne({ _id: tokenHash });
    return doc && withoutMongoFields<RefreshTokenRecord>(doc);
  }

  async markRotated(tokenHash: string, at: string): Promise<boolean> {
    const result = await this.tokens.updateOne({ _id: tokenHash, rotatedAt: null }, { $set: { rotatedAt: at } });
    return result.modifiedCount === 1;
  }
}

export async function ensureSessionIndexes(db: Db): Promise<void> {
  await db.collection('auth_sessions').createIndex({ userId: 1, revokedAt: 1 });
  await db.collection('auth_refresh_tokens').createIndex({ sessionId: 1 });
}
