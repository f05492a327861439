import { randomBytes } from 'node:crypto';
import type { SubjectKeys } from '@receptionist/event-store';
import { Binary, type Collection, MongoServerError } from 'mongodb';

type SubjectKeyDoc = { _id: string; key: Binary; createdAt: string };

/** One document per subject; the first writer's key wins a concurrent creation. */
export class MongoSubjectKeys implements SubjectKeys {
  constructor(private readonly keys: Collection<SubjectKeyDoc>) {}

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
