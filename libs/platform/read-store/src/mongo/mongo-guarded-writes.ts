import type { AnyBulkWriteOperation, Document } from 'mongodb';
import { MongoServerError } from 'mongodb';
import type { SearchDefinition, WriteOp } from '../read-store.port';
import { digitSuffixes, textTokens } from '../search-terms';

/** How documents are stored: the read store's id as `_id`, and the position of the event that last wrote them. */
export interface StoredDocument extends Document {
  _id: string;
  _position: number;
}

/** MongoDB's duplicate key error code (`E11000`), on a unique index, `_id` included. */
export const DUPLICATE_KEY = 11000;

/**
 * The bulk operations of one collection's writes inside a commit transaction. `newer` holds the ids the
 * transaction read as written at a position after `position`; those writes are left out, so a document is never
 * replaced or deleted by an older event. At an equal position the write applies (the later commit wins), as in
 * SQLite. The `_position` guard in each filter repeats the rule on the server.
 */
/**
 * The search keys stored beside a document of a collection with a `search` definition: its words folded to lower
 * case without diacritics, and every suffix of its phones' digits. Both are indexed; a query is a prefix match on
 * them (anchored regex), so word-prefix and digit-substring searches use the index.
 */
export function searchKeys(doc: Record<string, unknown>, search: SearchDefinition | undefined): { _search?: { words: string[]; digits: string[] } } {
  if (!search) return {};
  const read = (path: string) =>
    path
      .split('.')
      .reduce<unknown>((value, part) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), doc);
  return { _search: { words: textTokens((search.text ?? []).map(read)), digits: digitSuffixes((search.digits ?? []).map(read)) } };
}

export function guardedOperations(
  writes: readonly WriteOp[],
  position: number,
  newer: ReadonlySet<string> = new Set(),
  search?: SearchDefinition,
): AnyBulkWriteOperation<StoredDocument>[] {
  return writes
    .filter((write) => !newer.has(write.kind === 'put' ? write.doc.id : write.id))
    .map((write) => {
      if (write.kind === 'delete') return { deleteOne: { filter: { _id: write.id, _position: { $lte: position } } } };
      const { id, ...fields } = write.doc;
      return { replaceOne: { filter: { _id: id }, replacement: { ...fields, ...searchKeys(write.doc, search), _position: position }, upsert: true } };
    });
}

/** A write refused by a unique index (the server's code 11000, on a single write or in a bulk write's first error). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof MongoServerError && error.code === DUPLICATE_KEY;
}
