/** A collection name, field path, document or query that the read store refuses (never sent to the database). */
export class ReadStoreInputError extends Error {
  override readonly name = 'ReadStoreInputError';
}

/**
 * A commit broke a unique index: another document already holds the value. Nothing of the batch was written and the
 * checkpoint did not move.
 */
export class ReadStoreConflictError extends Error {
  override readonly name = 'ReadStoreConflictError';
  constructor(
    readonly collection: string | null,
    options?: { cause?: unknown },
  ) {
    super(`A write to ${collection ?? 'a collection'} broke a unique index`, options);
  }
}

/**
 * A commit carried a lease epoch that is not the projector's current one: another process took the lease over, so
 * this (stale) leader must stop. Nothing of the batch was written.
 */
export class ReadStoreFencedError extends Error {
  override readonly name = 'ReadStoreFencedError';
  constructor(
    readonly projector: string,
    readonly leaseEpoch: number,
    readonly currentEpoch: number | null,
  ) {
    super(`Projector ${projector} commit with lease epoch ${leaseEpoch} refused: the current epoch is ${currentEpoch ?? 'none'}`);
  }
}

/** The database cannot serve as a read store as configured (e.g. a standalone MongoDB server: no transactions). */
export class ReadStoreConfigurationError extends Error {
  override readonly name = 'ReadStoreConfigurationError';
}
