import { randomBytes } from 'node:crypto';
import type { SubjectKeys } from '@receptionist/event-store';
import { Binary, type Collection, type Db, MongoServerError } from 'mongodb';

type SubjectKeyDoc = { _id: string; key: Binary; createdAt: string };

/** `auth_subject_keys`: one document per subject; the first writer's key wins a concurrent creation. */
export class MongoSubjectKeys implements SubjectKeys {
  private readonly keys: Collection<SubjectKeyDoc>;
  constructor(db: Db) {
    this.keys = db.collection<SubjectKeyDoc>('auth_subject_keys');
  }

  async keyFor(subject: string): Promise<Buffer> {
    const fresh = { key: new Binary(randomBytes(32)), createdAt: new Date().toISOString() };
    try {
      await this.keys.updateOne({ _id: subject }, { $setOnInsert: fresh }, { upsert: true });
    } catch (error) {
      // Two upserts of a new _id at once: one fails with a duplicate key, and the other's key is the one to use.
      if (!(error instanceof MongoServerError && error.code === 11000)) throw error;
    }
    return (await this.find(subject)) as Buffer;
  }

  async find(subject: string): Promise<Buffer | null> {
    const doc = await this.keys.findOne({ _id: subject });
    return doc ? Buffer.from(doc.key.buffer) : null;
  }

  async erase(subjects: readonly string[]): Promise<void> {
    await this.keys.deleteMany({ _id: { $in: [...subjects] } });
  }
}
