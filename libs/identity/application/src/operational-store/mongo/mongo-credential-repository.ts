import type { Collection, Db } from 'mongodb';
import type { CredentialRepository, PendingSignUpRecord } from '../operational-store.port';

type CredentialDoc = { _id: string; passwordHash: string; updatedAt: string };
type PendingSignUpDoc = PendingSignUpRecord & { _id: string };

/** `auth_credentials` (one password hash per user) and `auth_pending_sign_ups` (one per unconfirmed user). */
export class MongoCredentialRepository implements CredentialRepository {
  private readonly credentials: Collection<CredentialDoc>;
  private readonly pending: Collection<PendingSignUpDoc>;
  constructor(db: Db) {
    this.credentials = db.collection<CredentialDoc>('auth_credentials');
    this.pending = db.collection<PendingSignUpDoc>('auth_pending_sign_ups');
  }

  async getPasswordHash(userId: string): Promise<string | null> {
    return (await this.credentials.findOne({ _id: userId }))?.passwordHash ?? null;
  }

  async setPasswordHash(userId: string, passwordHash: string, at: string): Promise<void> {
    await this.credentials.replaceOne({ _id: userId }, { passwordHash, updatedAt: at }, { upsert: true });
  }

  async setPasswordHashIfAbsent(userId: string, passwordHash: string, at: string): Promise<boolean> {
    const result = await this.credentials.updateOne({ _id: userId }, { $setOnInsert: { passwordHash, updatedAt: at } }, { upsert: true });
    return result.upsertedCount === 1;
  }

  async deletePasswordHash(userId: string): Promise<void> {
    await this.credentials.deleteOne({ _id: userId });
  }

  async putPendingSignUp(pending: PendingSignUpRecord): Promise<void> {
    await this.pending.replaceOne({ _id: pending.userId }, pending, { upsert: true });
  }

  async takePendingSignUp(userId: string): Promise<PendingSignUpRecord | null> {
    const doc = await this.pending.findOneAndDelete({ _id: userId });
    if (!doc) return null;
    const { _id, ...pending } = doc;
    return pending;
  }
}
