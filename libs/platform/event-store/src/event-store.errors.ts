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
