import { type Collection, MongoClient, MongoServerError } from 'mongodb';
import type { WriteOp } from '@receptionist/read-store';
import { LEASE_FENCE_COLLECTION, type Lease, type LeaseRecord, type ProjectionLeases } from './projection-leases.port';

interface LeaseDocument {
  _id: string;
  holder: string;
  epoch: number;
  expiresAt: Date;
}

const DUPLICATE_KEY = 11000;

/**
 * Leases in the MongoDB read store's database (`_leases`), taken and renewed with one `findOneAndUpdate` each. Expiry
 * is compared with the server's clock (`$$NOW`), so processes on machines whose clocks differ still agree.
 *
 * Fencing needs the read store's commit to run in a transaction (`withTransaction` on the replica set) that, for a
 * write to the fence collection, reads `_leases` by the fence's `lease` and aborts with LEASE_LOST_MESSAGE unless its
 * `epoch` equals the fence's; the read store's adapter owns that transaction.
 */
export class MongoProjectionLeases implements ProjectionLeases {
  private readonly client: MongoClient;
  private readonly leases: Collection<LeaseDocument>;

  constructor(options: { url: string; database: string }) {
    this.client = new MongoClient(options.url);
    this.leases = this.client.db(options.database).collection<LeaseDocument>('_leases');
  }

  async init(): Promise<void> {
    await this.leases.findOne({ _id: '' });
  }

  async acquire(name: string, holder: string, ttlMs: number): Promise<Lease | null> {
    try {
      const lease = await this.leases.findOneAndUpdate(
        { _id: name, $or: [{ holder }, { $expr: { $lte: ['$expiresAt', '$$NOW'] } }] },
        [
          {
            $set: {
              epoch: { $cond: [{ $eq: ['$holder', holder] }, '$epoch', { $add: [{ $ifNull: ['$epoch', 0] }, 1] }] },
              holder,
              expiresAt: { $add: ['$$NOW', ttlMs] },
            },
          },
        ],
        { upsert: true, returnDocument: 'after' },
      );
      return lease ? { name, holder, epoch: lease.epoch } : null;
    } catch (error) {
      // The filter did not match an existing lease (held by another process), so the upsert tried to insert its _id.
      if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) return null;
      throw error;
    }
  }

  async release(lease: Lease): Promise<void> {
    await this.leases.updateOne({ _id: lease.name, holder: lease.holder, epoch: lease.epoch }, { $set: { expiresAt: new Date(0) } });
  }

  async list(): Promise<LeaseRecord[]> {
    const leases = await this.leases.find().sort({ _id: 1 }).toArray();
    return leases.map(({ _id, holder, epoch, expiresAt }) => ({ name: _id, holder, epoch, expiresAt: expiresAt.getTime() }));
  }

  fence(lease: Lease): WriteOp {
    return { kind: 'put', collection: LEASE_FENCE_COLLECTION, doc: { id: lease.name, lease: lease.name, epoch: lease.epoch } };
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
