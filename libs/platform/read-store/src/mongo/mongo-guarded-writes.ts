import type { AnyBulkWriteOperation, Document } from 'mongodb';
import { MongoServerError } from 'mongodb';
import type { WriteOp } from '../read-store.port';

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
export function guardedOperations(
  writes: readonly WriteOp[],
  position: number,
  newer: ReadonlySet<string> = new Set(),
): AnyBulkWriteOperation<StoredDocument>[] {
  return writes
    .filter((write) => !newer.has(write.kind === 'put' ? write.doc.id : write.id))
    .map((write) => {
      if (write.kind === 'delete') return { deleteOne: { filter: { _id: write.id, _position: { $lte: position } } } };
      const { id, ...fields } = write.doc;
      return { replaceOne: { filter: { _id: id }, replacement: { ...fields, _position: position }, upsert: true } };
    });
}

/** A write refused by a unique index (the server's code 11000, on a single write or in a bulk write's first error). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof MongoServerError && error.code === DUPLICATE_KEY;
}
