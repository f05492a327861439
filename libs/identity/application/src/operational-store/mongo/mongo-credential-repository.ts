import type { Collection } from 'mongodb';
import { type CredentialRepository, LEGACY_PENDING_SIGN_UP_ID, type PendingSignUpRecord } from '../operational-store.port';

type CredentialDoc = { _id: string; passwordHash: string; updatedAt: string };
/** One document per unconfirmed user, sign-ups oldest first; a document of an earlier release is one sign-up without id. */
type PendingSignUpDoc = { _id: string; signUps?: PendingSignUpRecord[] } & Partial<Omit<PendingSignUpRecord, 'id'>>;

function signUpsOf(doc: PendingSignUpDoc | null): PendingSignUpRecord[] {
  if (!doc) return [];
  if (doc.signUps) return doc.signUps;
  const { _id, ...legacy } = doc;
  return [{ ...(legacy as Omit<PendingSignUpRecord, 'id'>), id: LEGACY_PENDING_SIGN_UP_ID }];
}

/** Password hashes (one document per user) and pending sign-ups (one document per unconfirmed user). */
export class MongoCredentialRepository implements CredentialRepository {
  constructor(
    private readonly credentials: Collection<CredentialDoc>,
    private readonly pending: Collection<PendingSignUpDoc>,
  ) {}

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

  async addPendingSignUp(pending: PendingSignUpRecord, keepNewest: number): Promise<string[]> {
    const legacy = await this.pending.findOne({ _id: pending.userId, signUps: { $exists: false } });
    if (legacy) await this.pending.replaceOne({ _id: pending.userId, signUps: { $exists: false } }, { signUps: signUpsOf(legacy) });
    // $push with $slice keeps the newest sign-ups in one atomic update.
    const doc = await this.pending.findOneAndUpdate(
      { _id: pending.userId },
      { $push: { signUps: { $each: [pending], $slice: -keepNewest } } },
      { upsert: true, returnDocument: 'after' },
    );
    return signUpsOf(doc).map((s) => s.id);
  }

  async takePendingSignUp(userId: string, id: string): Promise<PendingSignUpRecord | null> {
    const legacy = id === LEGACY_PENDING_SIGN_UP_ID ? [{ signUps: { $exists: false } }] : [];
    const doc = await this.pending.findOneAndDelete({ _id: userId, $or: [{ 'signUps.id': id }, ...legacy] });
    return signUpsOf(doc).find((s) => s.id === id) ?? null;
  }

  async newestPendingSignUp(userId: string): Promise<PendingSignUpRecord | null> {
    return signUpsOf(await this.pending.findOne({ _id: userId })).at(-1) ?? null;
  }

  async dropPendingSignUps(userId: string): Promise<boolean> {
    return (await this.pending.deleteOne({ _id: userId })).deletedCount > 0;
  }
}
