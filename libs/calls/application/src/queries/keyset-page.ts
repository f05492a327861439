import { InvalidCallInputError } from '@receptionist/calls-domain';
import { decodePageCursor, type Doc, encodePageCursor, type OrderBy, type ReadCollection, sortValuesOf, type Where } from '@receptionist/read-store';
import { CALL_LOGS_MAX_PAGE } from './call-logs/call-log-filter';
import { INVALID_CALLS_CURSOR } from './call-logs/call-logs.handler';

/** One page of a list in a fixed order, and the cursor of the next page (null on the last). */
export interface KeysetPage<T> {
  docs: T[];
  nextCursor: string | null;
}

/** `first` as the lists take it: 1 to 100. */
export function checkFirst(first: number): void {
  if (!Number.isInteger(first) || first < 1 || first > CALL_LOGS_MAX_PAGE)
    throw new InvalidCallInputError(`first must be from 1 to ${CALL_LOGS_MAX_PAGE}`);
}

/**
 * The `first` documents after the cursor (the sort values of the previous page's last document, as call logs page):
 * one indexed read of first + 1 rows tells whether another page follows.
 */
export async function keysetPage<T extends Doc>(
  collection: ReadCollection<T>,
  { where, orderBy, first, after }: { where: Where; orderBy: readonly OrderBy[]; first: number; after: string | null },
): Promise<KeysetPage<T>> {
  checkFirst(first);
  const cursor = after ? decodePageCursor(after, orderBy.length) : undefined;
  if (cursor === null) throw new InvalidCallInputError(INVALID_CALLS_CURSOR);
  const rows = await collection.find({ where, orderBy, limit: first + 1, after: cursor });
  const docs = rows.slice(0, first);
  const last = docs[docs.length - 1];
  return { docs, nextCursor: rows.length > first && last ? encodePageCursor(sortValuesOf(last, orderBy)) : null };
}
