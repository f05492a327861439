import type { WriteOp } from './read-store.port';
import { assertCollectionName, assertDocument, assertDocumentId } from './read-store.validation';

/**
 * The last write per document of a batch, in the order of those last writes, after validating every write. A batch
 * commits as one unit at one position, so earlier writes to the same document are superseded; projections that
 * update an aggregate document on every event then cost one database write per batch instead of one per event.
 */
export function latestWrites(writes: readonly WriteOp[]): WriteOp[] {
  const latest = new Map<string, WriteOp>();
  for (const write of writes) {
    assertCollectionName(write.collection);
    const id = write.kind === 'put' ? assertDocument(write.doc).id : assertDocumentId(write.id);
    const key = `${write.collection}/${id}`;
    latest.delete(key);
    latest.set(key, write);
  }
  return [...latest.values()];
}
