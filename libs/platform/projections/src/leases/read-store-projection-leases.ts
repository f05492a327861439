import type { ReadStore } from '@receptionist/read-store';
import type { Lease, LeaseRecord, ProjectionLeases } from './projection-leases.port';

/**
 * Projector leases in the read store's own lease records (`tryAcquireLease`, `releaseLease`, `listLeases`), for every
 * read-store adapter; the store fences commits by the epoch (see `CheckpointUpdate.leaseEpoch`). Expiry is compared
 * with `now()`: the processes of one deployment are expected to keep their clocks in step (NTP), and a lease lasts
 * many seconds.
 */
export class ReadStoreProjectionLeases implements ProjectionLeases {
  constructor(
    private readonly readStore: ReadStore,
    private readonly now: () => number = Date.now,
  ) {}

  async init(): Promise<void> {
    // The read store creates its lease records when it opens.
  }

  async acquire(name: string, holder: string, ttlMs: number): Promise<Lease | null> {
    const lease = await this.readStore.tryAcquireLease({ projector: name, holder, ttlMs, nowMs: Math.trunc(this.now()) });
    return lease ? { name, holder, epoch: lease.epoch } : null;
  }

  async release(lease: Lease): Promise<void> {
    // The store releases it only while `holder` (unique to one runner) still holds it.
    await this.readStore.releaseLease(lease.name, lease.holder);
  }

  async list(): Promise<LeaseRecord[]> {
    const leases = await this.readStore.listLeases();
    return leases.map(({ projector, holder, epoch, expiresAtMs }) => ({ name: projector, holder, epoch, expiresAt: expiresAtMs }));
  }
}
