import type { AnyBulkWriteOperation, Collection, Document } from 'mongodb';
import { MongoBulkWriteError, MongoServerError } from 'mongodb';
import type { WriteOp } from '../read-store.port';

/** How documents are stored: the read store's id as `_id`, and the position of the event that last wrote them. */
export interface StoredDocument extends Document {
  _id: string;
  _position: number;
}

/**
 * One guarded operation per write: it only takes effect when the stored document was written at an older
 * position, so a batch delivered again (at-least-once) never undoes newer writes.
 */
export function guardedOperations(writes: readonly WriteOp[], position: number): AnyBulkWriteOperation<StoredDocument>[] {
  return writes.map((write) => {
    if (write.kind === 'delete') return { deleteOne: { filter: { _id: write.id, _position: { $lt: position } } } };
    const { id, ...fields } = write.doc;
    return {
      replaceOne: { filter: { _id: id, _position: { $lt: position } }, replacement: { ...fields, _position: position }, upsert: true },
    };
  });
}

/**
 * Runs guarded operations unordered. A guarded upsert whose document exists at a newer position fails with a
 * duplicate `_id`; so does one that raced another writer's insert. Each such operation is retried once without
 * upsert: a newer document stays as it is, an older one (the race) is replaced.
 */
export async function applyGuarded(
  collection: Collection<StoredDocument>,
  operations: AnyBulkWriteOperation<StoredDocument>[],
): Promise<void> {
  if (operations.length === 0) return;
  try {
    await collection.bulkWrite(operations, { ordered: false });
  } catch (error) {
    if (!(error instanceof MongoBulkWriteError)) throw error;
    const failures = [error.writeErrors].flat();
    const superseded = failures.every((failure) => isDuplicateIdError(failure.code, failure.errmsg));
    // No write errors means a write-concern failure: nothing to retry here, the caller must see it.
    if (failures.length === 0 || !superseded) throw error;
    const retries = failures.map((failure) => withoutUpsert(operations[failure.index]));
    await collection.bulkWrite(retries, { ordered: false });
  }
}

/** `updateOne` with upsert, retried once without upsert after a duplicate `_id` (same reasoning as above). */
export async function updateOneGuarded<T extends Document>(
  collection: Collection<T>,
  ...[filter, update]: Parameters<Collection<T>['updateOne']>
): Promise<void> {
  try {
    await collection.updateOne(filter, update, { upsert: true });
  } catch (error) {
    if (!(error instanceof MongoServerError && isDuplicateIdError(error.code, error.message))) throw error;
    await collection.updateOne(filter, update);
  }
}

export function isDuplicateIdError(code: unknown, message: string | undefined): boolean {
  return code === 11000 && / index: _id_ /.test(message ?? '');
}

function withoutUpsert(operation: AnyBulkWriteOperation<StoredDocument>): AnyBulkWriteOperation<StoredDocument> {
  return 'replaceOne' in operation ? { replaceOne: { ...operation.replaceOne, upsert: false } } : operation;
}
