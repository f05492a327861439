import type { Collection, Db } from 'mongodb';
import type { SigningKeyRepository, StoredKeyRecord } from '../operational-store.port';

type RingDoc = { _id: 'ring'; keys: StoredKeyRecord[] };

/** The shared signing-key ring: one document (`auth_signing_keys`), changed by single-document atomic updates. */
export class MongoSigningKeyRepository implements SigningKeyRepository {
  private readonly rings: Collection<RingDoc>;
  constructor(db: Db) {
    this.rings = db.collection<RingDoc>('auth_signing_keys');
  }

  async list(): Promise<StoredKeyRecord[]> {
    return (await this.rings.findOne({ _id: 'ring' }))?.keys ?? [];
  }

  async initialize(key: StoredKeyRecord): Promise<StoredKeyRecord[]> {
    try {
      await this.rings.updateOne({ _id: 'ring' }, { $setOnInsert: { keys: [key] } }, { upsert: true });
    } catch (error) {
      // A concurrent first start inserted the ring between our match and insert: theirs stands.
      if ((error as { code?: unknown }).code !== 11000) throw error;
    }
    return this.list();
  }

  async rotate(key: StoredKeyRecord, { expectedHeadKid, keep }: { expectedHeadKid: string; keep: number }): Promise<boolean> {
    const result = await this.rings.updateOne(
      { _id: 'ring', 'keys.0.kid': expectedHeadKid },
      { $push: { keys: { $each: [key], $position: 0, $slice: Math.max(1, keep) } } },
    );
    return result.modifiedCount === 1;
  }
}
