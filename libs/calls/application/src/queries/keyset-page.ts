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

/** Compares two documents' sort values in the list's order (ids and ISO instants compare as the store's binary order). */
function inOrder(orderBy: readonly OrderBy[]) {
  return (a: Doc, b: Doc): number => {
    const [left, right] = [sortValuesOf(a, orderBy), sortValuesOf(b, orderBy)];
    for (const [index, key] of orderBy.entries()) {
      const [x, y] = [left[index], right[index]];
      if (x === y) continue;
      const before = x === null ? -1 : y === null ? 1 : x < y ? -1 : 1;
      return key.direction === 'desc' ? -before : before;
    }
    return 0;
  };
}

/**
 * The `first` documents after the cursor (the sort values of the previous page's last document, as call logs page).
 * `where` may be several disjoint selections (e.g. one per status): each is one indexed read of first + 1 rows in the
 * list's order, merged, so a list made of parts never scans (an `or` would read every document of the client).
 */
export async function keysetPage<T extends Doc>(
  collection: ReadCollection<T>,
  { where, orderBy, first, after }: { where: Where | readonly Where[]; orderBy: readonly OrderBy[]; first: number; after: string | null },
): Promise<KeysetPage<T>> {
  checkFirst(first);
  const cursor = after ? decodePageCursor(after, orderBy.length) : undefined;
  if (cursor === null) throw new InvalidCallInputError(INVALID_CALLS_CURSOR);
  const parts = Array.isArray(where) ? where : [where as Where];
  const reads = await Promise.all(parts.map((part) => collection.find({ where: part, orderBy, limit: first + 1, after: cursor })));
  const rows = parts.length === 1 ? reads[0] : reads.flat().sort(inOrder(orderBy));
  const docs = rows.slice(0, first);
  const last = docs[docs.length - 1];
  return { docs, nextCursor: rows.length > first && last ? encodePageCursor(sortValuesOf(last, orderBy)) : null };
}
