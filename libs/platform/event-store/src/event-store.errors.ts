import type { ExpectedRevision } from './event-store.port';

/** The stream was not at the revision the caller expected: somebody else wrote first. */
export class WrongExpectedRevisionError extends Error {
  override readonly name = 'WrongExpectedRevisionError';
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    /** The stream's last revision, or -1 when it does not exist. */
    readonly actual: number,
  ) {
    super(`Stream ${stream} is at revision ${actual}, expected ${String(expected)}`);
  }
}

/** An event id that is not a UUID. Nothing of the append was stored. */
export class InvalidEventIdError extends Error {
  override readonly name = 'InvalidEventIdError';
  constructor(readonly eventId: string) {
    super(`Event id ${JSON.stringify(eventId.slice(0, 80))} is not a UUID`);
  }
}

/** The event id is already stored in another stream (or twice in one append). Nothing of the append was stored. */
export class DuplicateEventIdError extends Error {
  override readonly name = 'DuplicateEventIdError';
  constructor(
    readonly stream: string,
    readonly eventId: string,
  ) {
    super(`Event id ${eventId} is already stored elsewhere; not appended to ${stream}`);
  }
}

/** The store could not be reached, or the connection was lost, and retrying did not help in time. */
export class EventStoreUnavailableError extends Error {
  override readonly name = 'EventStoreUnavailableError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** A single event, or one append, is larger than the store accepts (KurrentDB: 1 MiB per append by default). */
export class EventTooLargeError extends Error {
  override readonly name = 'EventTooLargeError';
  constructor(
    readonly stream: string,
    readonly bytes: number,
    readonly limit: number,
  ) {
    super(`Append to ${stream} is ${bytes} bytes, over the store's limit of ${limit} bytes`);
  }
}
