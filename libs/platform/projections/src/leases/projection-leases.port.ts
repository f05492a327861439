import { ReadStoreFencedError } from '@receptionist/read-store';

/** A lease held by this process: `epoch` grows every time the lease changes hands (the fencing token). */
export interface Lease {
  name: string;
  holder: string;
  epoch: number;
}

/** What operators see of a lease. */
export interface LeaseRecord extends Lease {
  /** Milliseconds since the epoch (UNIX) at which the lease lapses unless renewed. */
  expiresAt: number;
}

/**
 * Leases of projectors, kept in the read store so that every process sees the same ones. A process leads a
 * projector while it holds its lease; it renews the lease well before it lapses; a standby takes a lapsed lease over
 * and the epoch grows. Fencing: every commit of a led projector carries the lease's name and epoch in its checkpoint
 * (`leaseEpoch`), and the read store refuses the whole commit (`ReadStoreFencedError`) inside its own transaction
 * when the epoch is no longer current — a stale leader that woke up after a takeover cannot write.
 */
export interface ProjectionLeases {
  /** Prepares the leases. Idempotent. */
  init(): Promise<void>;
  /** Takes the lease if it is free or lapsed, renews it if `holder` holds it; null when another process holds it. */
  acquire(name: string, holder: string, ttlMs: number): Promise<Lease | null>;
  /** Gives the lease up (on a clean stop), so a standby need not wait for it to lapse. */
  release(lease: Lease): Promise<void>;
  list(): Promise<LeaseRecord[]>;
}

/** The read store refused a commit because another process took the projector's lease over. */
export function isLeaseLost(error: unknown): error is ReadStoreFencedError {
  return error instanceof ReadStoreFencedError;
}
