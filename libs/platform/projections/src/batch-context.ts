import type { Doc, ReadStore, WriteOp } from '@receptionist/read-store';
import { DEFAULT_MAX_CACHED_BYTES, DocumentCache } from './document-cache';
import type { ProjectionContext, ProjectorDefinition } from './projector';
import { WrittenIds } from './written-ids';

/**
 * A document write as listeners see it: logical collection, id, whether it was deleted, and the client it belongs to
 * when the projector declares one for the collection (`clientOf`).
 */
export interface DocumentChange {
  collection: string;
  id: string;
  deleted: boolean;
  clientId?: string;
}

type Writes = Map<string, Map<string, Doc | null>>;

/**
 * One projector's view of its read models while it applies a batch: pending writes (last write per document wins)
 * over the writes of commits not yet confirmed over a document cache over the store. Only this projector writes its
 * collections, so the cache stays valid across batches until `reset()`.
 */
export class BatchContext implements ProjectionContext {
  private pending: Writes = new Map();
  /** Drained writes, oldest first, until their commit is confirmed: a commit may still run while the next batch reads. */
  private unconfirmed: Writes[] = [];
  private readonly cache: DocumentCache;
  /**
   * Collections the projector has read (`get`): only their written documents are worth caching. A projector that
   * only ever writes a collection (call logs) keeps none of its documents in memory.
   */
  private readonly readBack = new Set<string>();
  /** Set by `startsEmpty`: every id written since the collections were created empty. */
  private writtenIds: WrittenIds | null = null;

  constructor(
    private readonly store: ReadStore,
    /** Logical name → physical name. */
    private readonly physicalNames: ReadonlyMap<string, string>,
    private readonly clientOf?: ProjectorDefinition['clientOf'],
    maxCachedBytes = DEFAULT_MAX_CACHED_BYTES,
  ) {
    this.cache = new DocumentCache(maxCachedBytes);
  }

  /**
   * The collections were created empty and nothing else writes them while this context lives (an offline replay): a
   * document it never wrote is absent, which it then answers without asking the store.
   */
  startsEmpty(): void {
    this.writtenIds = new WrittenIds();
  }

  get hasPendingWrites(): boolean {
    return this.pending.size > 0;
  }

  /** Documents written (or deleted) since the last drain. */
  get pendingWrites(): number {
    let count = 0;
    for (const docs of this.pending.values()) count += docs.size;
    return count;
  }

  get<T extends Doc = Doc>(collection: string, id: string): Promise<T | null> {
    const physical = this.physicalName(collection);
    this.readBack.add(collection);
    const written = this.written(collection, id);
    if (written !== undefined) return Promise.resolve(written as T | null);
    const cached = this.cache.get(collection, id);
    if (cached !== undefined) return Promise.resolve(cached as T | null);
    if (this.writtenIds && !this.writtenIds.mayHave(collection, id)) return Promise.resolve(null);
    return this.store
      .collection<T>(physical)
      .get(id)
      .then((doc) => {
        this.cache.remember(collection, id, doc);
        return doc;
      });
  }

  put(collection: string, doc: Doc): void {
    this.physicalName(collection);
    this.pendingOf(collection).set(doc.id, doc);
  }

  delete(collection: string, id: string): void {
    this.physicalName(collection);
    this.pendingOf(collection).set(id, null);
  }

  /**
   * Takes the pending writes as store operations and keeps the documents of collections the projector reads cached.
   * They stay visible to `get` until `confirmed()` says their commit landed.
   */
  drainWrites(): { writes: WriteOp[]; changes: DocumentChange[] } {
    const writes: WriteOp[] = [];
    const changes: DocumentChange[] = [];
    for (const [collection, docs] of this.pending) {
      const physical = this.physicalName(collection);
      const keep = this.readBack.has(collection);
      const clientOf = this.clientOf?.[collection];
      for (const [id, doc] of docs) {
        writes.push(doc ? { kind: 'put', collection: physical, doc } : { kind: 'delete', collection: physical, id });
        // Once per document and batch, not per put: until it is drained, `written` answers for it.
        if (doc) this.writtenIds?.add(collection, id);
        const clientId = doc && clientOf?.(doc);
        changes.push(clientId ? { collection, id, deleted: false, clientId } : { collection, id, deleted: doc === null });
        if (keep) this.cache.remember(collection, id, doc);
      }
    }
    this.unconfirmed.push(this.pending);
    this.pending = new Map();
    return { writes, changes };
  }

  /** The oldest drained writes are committed: the store answers for them now. */
  confirmed(): void {
    this.unconfirmed.shift();
  }

  /**
   * Forgets pending writes and cached documents (after a failure, or when another process may have written). The ids of
   * `startsEmpty` stay: the ids of writes it forgets are only taken for written, which costs a read.
   */
  reset(): void {
    this.pending = new Map();
    this.unconfirmed = [];
    this.cache.clear();
  }

  /** The document as this projector last wrote it, pending or not yet confirmed; undefined when neither holds it. */
  private written(collection: string, id: string): Doc | null | undefined {
    const pending = this.pending.get(collection)?.get(id);
    if (pending !== undefined) return pending;
    for (let index = this.unconfirmed.length - 1; index >= 0; index--) {
      const drained = this.unconfirmed[index].get(collection)?.get(id);
      if (drained !== undefined) return drained;
    }
    return undefined;
  }

  private physicalName(collection: string): string {
    const physical = this.physicalNames.get(collection);
    if (!physical) throw new Error(`Collection "${collection}" is not declared by this projector`);
    return physical;
  }

  private pendingOf(collection: string): Map<string, Doc | null> {
    let docs = this.pending.get(collection);
    if (!docs) this.pending.set(collection, (docs = new Map()));
    return docs;
  }
}
