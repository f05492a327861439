import { randomBytes } from 'node:crypto';
import type { SubjectKeys } from '@receptionist/event-store';
import { Binary, type Collection, MongoBulkWriteError } from 'mongodb';

type SubjectKeyDoc = { _id: string; key: Binary; createdAt: string };

/** One document per subject; the first writer's key wins a concurrent creation. */
export class MongoSubjectKeys implements SubjectKeys {
  constructor(private readonly keys: Collection<SubjectKeyDoc>) {}

  async keysFor(subjects: readonly string[]): Promise<Map<string, Buffer>> {
    const unique = [...new Set(subjects)];
    const keys = await this.findAll(unique);
    const missing = unique.filter((subject) => !keys.has(subject));
    if (missing.length === 0) return keys;
    const createdAt = new Date().toISOString();
    try {
      await this.keys.insertMany(
        missing.map((subject) => ({ _id: subject, key: new Binary(randomBytes(32)), createdAt })),
        { ordered: false },
      );
    } catch (error) {
      // A key another instance created meanwhile is refused as a duplicate (the others are inserted): its key wins.
      if (!onlyDuplicateKeys(error)) throw error;
    }
    for (const [subject, key] of await this.findAll(missing)) keys.set(subject, key);
    return keys;
  }

  private async findAll(subjects: readonly string[]): Promise<Map<string, Buffer>> {
    const docs = await this.keys.find({ _id: { $in: [...subjects] } }).toArray();
    return new Map(docs.map((doc) => [doc._id, Buffer.from(doc.key.buffer)]));
  }

  async find(subject: string): Promise<Buffer | null> {
    const doc = await this.keys.findOne({ _id: subject });
    return doc ? Buffer.from(doc.key.buffer) : null;
  }

  async erase(subjects: readonly string[]): Promise<void> {
    await this.keys.deleteMany({ _id: { $in: [...subjects] } });
  }
}

/** Every write error of an unordered insert is a duplicate key, and the write concern held. */
function onlyDuplicateKeys(error: unknown): boolean {
  if (!(error instanceof MongoBulkWriteError) || error.err) return false;
  const writeErrors = [error.writeErrors].flat();
  return writeErrors.length > 0 && writeErrors.every((writeError) => writeError.code === 11000);
}
