import type { Collection, Db } from 'mongodb';
import { withoutMongoFields } from './mongo-documents';
import { LEGACY_PENDING_SIGN_UP_ID } from '../operational-store.port';
import type { OneTimeTokenKind, OneTimeTokenRecord, OneTimeTokenRepository, RateLimitCounter } from '../operational-store.port';

type TokenDoc = OneTimeTokenRecord & { _id: string };
type CounterDoc = { _id: string; hits: number; expireAt: Date };
type BlockDoc = { _id: string; untilMs: number; expireAt: Date };

export class MongoOneTimeTokenRepository implements OneTimeTokenRepository {
  constructor(private readonly tokens: Collection<TokenDoc>) {}

  async put(token: OneTimeTokenRecord): Promise<void> {
    // One token per user and kind (and sign-up, for confirmations): the key makes a newer token replace the older one.
    const key = `${token.userId}:${token.kind}${token.signUpId ? `:${token.signUpId}` : ''}`;
    await this.tokens.replaceOne({ _id: key }, token, { upsert: true });
  }

  async deleteOf(userId: string, kind: OneTimeTokenKind, exceptSignUpIds: readonly string[] = []): Promise<void> {
    // A token of an earlier release has no signUpId: it belongs to the legacy pending sign-up, if that is kept.
    const kept = [
      { signUpId: { $in: [...exceptSignUpIds] } },
      ...(exceptSignUpIds.includes(LEGACY_PENDING_SIGN_UP_ID) ? [{ signUpId: { $exists: false } }] : []),
    ];
    await this.tokens.deleteMany({ userId, kind, $nor: kept });
  }

  async consume(kind: OneTimeTokenKind, match: { tokenHash: string } | { codeHash: string }): Promise<OneTimeTokenRecord | null> {
    const doc = await this.tokens.findOneAndDelete({ kind, ...match });
    return doc && withoutMongoFields<OneTimeTokenRecord>(doc);
  }

  async lastSentAt(userId: string, kind: OneTimeTokenKind): Promise<string | null> {
    const doc = await this.tokens.findOne({ userId, kind }, { sort: { createdAt: -1 } });
    return doc?.createdAt ?? null;
  }

  async recordFailedCode(kind: OneTimeTokenKind, email: string, maxFailures: number): Promise<void> {
    await this.tokens.updateMany({ kind, email }, { $inc: { failedAttempts: 1 } });
    await this.tokens.deleteMany({ kind, email, failedAttempts: { $gte: maxFailures } });
  }

  async cancel(kind: OneTimeTokenKind, cancelTokenHash: string): Promise<OneTimeTokenRecord | null> {
    const doc = await this.tokens.findOneAndDelete({ kind, cancelTokenHash });
    return doc && withoutMongoFields<OneTimeTokenRecord>(doc);
  }
}

export class MongoRateLimitCounter implements RateLimitCounter {
  constructor(
    private readonly counters: Collection<CounterDoc>,
    private readonly blocks: Collection<BlockDoc>,
  ) {}

  async block(key: string, untilMs: number): Promise<void> {
    await this.blocks.updateOne({ _id: key }, { $max: { untilMs, expireAt: new Date(untilMs) } }, { upsert: true });
  }

  async blockedUntil(key: string, nowMs: number): Promise<number | null> {
    const doc = await this.blocks.findOne({ _id: key });
    return doc && doc.untilMs > nowMs ? doc.untilMs : null;
  }

  async hit(key: string, windowMs: number, nowMs: number): Promise<number> {
    const windowStart = nowMs - (nowMs % windowMs);
    const doc = await this.counters.findOneAndUpdate(
      { _id: `${key}@${windowStart}` },
      { $inc: { hits: 1 }, $setOnInsert: { expireAt: new Date(windowStart + 2 * windowMs) } },
      { upsert: true, returnDocument: 'after' },
    );
    return doc?.hits ?? 1;
  }

  async count(key: string, windowMs: number, nowMs: number): Promise<number> {
    const doc = await this.counters.findOne({ _id: `${key}@${nowMs - (nowMs % windowMs)}` });
    return doc?.hits ?? 0;
  }
}

export async function ensureTokenIndexes(db: Db): Promise<void> {
  await db.collection('auth_one_time_tokens').createIndex({ kind: 1, tokenHash: 1 });
  await db.collection('auth_one_time_tokens').createIndex({ kind: 1, codeHash: 1 });
  await db.collection('auth_rate_limits').createIndex({ expireAt: 1 }, { expireAfterSeconds: 0 });
  await db.collection('auth_rate_limit_blocks').createIndex({ expireAt: 1 }, { expireAfterSeconds: 0 });
  await db.collection('auth_one_time_tokens').createIndex({ kind: 1, email: 1 });
  await db.collection('auth_one_time_tokens').createIndex({ userId: 1, kind: 1, createdAt: -1 });
  await db.collection('auth_one_time_tokens').createIndex({ kind: 1, cancelTokenHash: 1 }, { sparse: true });
}
