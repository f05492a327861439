import type { ClientSession, Collection } from 'mongodb';
import { ReadStoreFencedError } from '../read-store.errors';
import type { Lease, LeaseRequest, VersionedState } from '../read-store.port';
import { isUniqueViolation } from './mongo-guarded-writes';

export interface CheckpointDocument {
  _id: string;
  position: number;
}
export interface LeaseDocument {
  _id: string;
  holder: string;
  epoch: number;
  expiresAtMs: number;
}
export interface StateDocument {
  _id: string;
  version: number;
  /** JSON text: any value round-trips, whatever its keys (`$`, dots). */
  value: string;
}

/** The expiry of a released lease: before any clock reading. */
const RELEASED = Number.MIN_SAFE_INTEGER;

const toLease = (doc: LeaseDocument): Lease => ({ projector: doc._id, holder: doc.holder, epoch: doc.epoch, expiresAtMs: doc.expiresAtMs });

/**
 * Takes or renews a lease in one `findOneAndUpdate`: the filter only matches a lease that is the holder's or has
 * lapsed, and the pipeline update keeps the epoch for a renewal and adds one for a new holder. When another holder's
 * unexpired lease exists the upsert collides on `_id` (duplicate key): the lease is taken.
 */
export async function tryAcquireLease(leases: Collection<LeaseDocument>, { projector, holder, ttlMs, nowMs }: LeaseRequest): Promise<Lease | null> {
  const renewal = { $and: [{ $eq: ['$holder', { $literal: holder }] }, { $gt: ['$expiresAtMs', nowMs] }] };
  try {
    const doc = await leases.findOneAndUpdate(
      // `$not: { $gt }` also matches a lease without `expiresAtMs` (an earlier format): it counts as lapsed.
      { _id: projector, $or: [{ holder }, { expiresAtMs: { $not: { $gt: nowMs } } }] },
      [
        {
          $set: {
            epoch: { $cond: [renewal, '$epoch', { $add: [{ $ifNull: ['$epoch', 0] }, 1] }] },
            holder: { $literal: holder },
            expiresAtMs: nowMs + ttlMs,
          },
        },
      ],
      { upsert: true, returnDocument: 'after' },
    );
    return doc ? toLease(doc) : null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function releaseLease(leases: Collection<LeaseDocument>, projector: string, holder: string): Promise<void> {
  await leases.updateOne({ _id: projector, holder }, { $set: { expiresAtMs: RELEASED } });
}

export async function readLease(leases: Collection<LeaseDocument>, projector: string): Promise<Lease | null> {
  const doc = await leases.findOne({ _id: projector });
  return doc ? toLease(doc) : null;
}

export async function listLeases(leases: Collection<LeaseDocument>): Promise<Lease[]> {
  return (await leases.find().sort({ _id: 1 }).toArray()).map(toLease);
}

/** Inside a commit transaction: refuses a lease epoch that is not the stored one (read in the same snapshot). */
export async function assertLeaseEpoch(
  leases: Collection<LeaseDocument>,
  projector: string,
  leaseEpoch: number,
  session: ClientSession,
): Promise<void> {
  const current = (await leases.findOne({ _id: projector }, { session }))?.epoch ?? null;
  if (current !== leaseEpoch) throw new ReadStoreFencedError(projector, leaseEpoch, current);
}

export async function readState<T>(states: Collection<StateDocument>, key: string): Promise<VersionedState<T> | null> {
  const doc = await states.findOne({ _id: key });
  return doc ? { value: JSON.parse(doc.value) as T, version: doc.version } : null;
}

/** Compare-and-set on the version: an insert for version 0 (a duplicate `_id` means another writer won). */
export async function writeState<T>(states: Collection<StateDocument>, key: string, value: T, expectedVersion: number): Promise<number | null> {
  const text = JSON.stringify(value);
  if (expectedVersion === 0) {
    try {
      await states.insertOne({ _id: key, version: 1, value: text });
      return 1;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }
  const result = await states.updateOne({ _id: key, version: expectedVersion }, { $set: { value: text, version: expectedVersion + 1 } });
  return result.matchedCount === 1 ? expectedVersion + 1 : null;
}
