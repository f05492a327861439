import { type Collection, type Db, MongoServerError } from 'mongodb';

type CounterDoc = { _id: string; value: number };

/**
 * Strictly increasing numbers shared by every instance (`auth_counters`): what lists are ordered by, so two records
 * created in the same millisecond, by one instance or two, keep their creation order (a `Date.now()` would tie).
 */
export class MongoSequence {
  private readonly counters: Collection<CounterDoc>;
  constructor(db: Db) {
    this.counters = db.collection<CounterDoc>('auth_counters');
  }

  async next(name: string): Promise<number> {
    for (let attempt = 0; ; attempt++) {
      try {
        const doc = await this.counters.findOneAndUpdate({ _id: name }, { $inc: { value: 1 } }, { upsert: true, returnDocument: 'after' });
        return doc?.value ?? 1;
      } catch (error) {
        // Two first upserts of the counter may collide on _id; the second attempt finds the document.
        if (!(error instanceof MongoServerError && error.code === 11000) || attempt > 0) throw error;
      }
    }
  }

  /** Moves a counter at least to `value` (records of an earlier release carry `Date.now()` as their seq). */
  async atLeast(name: string, value: number): Promise<void> {
    await this.counters.updateOne({ _id: name }, { $max: { value } }, { upsert: true });
  }
}

/** Starts the counter of a collection's `seq` above every seq already stored in it. */
export async function continueSequence(db: Db, sequence: MongoSequence, collection: string): Promise<void> {
  const [last] = await db
    .collection<{ seq: number }>(collection)
    .find({}, { projection: { seq: 1 } })
    .sort({ seq: -1 })
    .limit(1)
    .toArray();
  if (last?.seq) await sequence.atLeast(collection, last.seq);
}
