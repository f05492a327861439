import type { WriteOp } from '@receptionist/read-store';

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

/** The collection whose fence documents a commit writes; the store refuses a fence whose epoch is not current. */
export const LEASE_FENCE_COLLECTION = 'projection_fences';

/**
 * Leases of projectors, kept in the read store so that every process sees the same ones. A process leads a
 * projector while it holds its lease; it renews the lease well before it lapses; a standby takes a lapsed lease over
 * and the epoch grows. Fencing: every commit of a led projector carries `fence(lease)` among its writes, and the
 * store refuses the whole commit (`LeaseLostError`) when the epoch is no longer the lease's — a stale leader that
 * woke up after a takeover cannot write.
 *
 * MongoDB needs the same guarantee from its read store: the fence write and the epoch check in the same
 * `withTransaction` as the batch's writes and checkpoint (see the MongoDB adapter in this folder).
 */
export interface ProjectionLeases {
  /** Prepares the lease table and the fence check. Idempotent. */
  init(): Promise<void>;
  /** Takes the lease if it is free or lapsed, renews it if `holder` holds it; null when another process holds it. */
  acquire(name: string, holder: string, ttlMs: number): Promise<Lease | null>;
  /** Gives the lease up (on a clean stop), so a standby need not wait for it to lapse. */
  release(lease: Lease): Promise<void>;
  list(): Promise<LeaseRecord[]>;
  /** The write that makes a commit fail unless `lease` is still current. */
  fence(lease: Lease): WriteOp;
}

/** A commit was refused because another process took the projector's lease over. */
export class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';
  constructor(readonly lease: string) {
    super(`The lease of ${lease} was taken over by another process`);
  }
}

/** The message the stores use when they refuse a fence; adapters raise it, the engine recognises it. */
export const LEASE_LOST_MESSAGE = 'projection lease lost';

export function isLeaseLost(error: unknown): boolean {
  // Not `instanceof Error`: a driver's errors may come from another realm (a native module, a test sandbox).
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return error instanceof LeaseLostError || (typeof message === 'string' && message.includes(LEASE_LOST_MESSAGE));
}
