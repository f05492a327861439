import type { Doc, ReadStore, WriteOp } from '@receptionist/read-store';
import type { ProjectionContext, ProjectorDefinition } from './projector';

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

/** Above this many bytes (estimated) of cached documents the cache starts over, bounding memory during long replays. */
const DEFAULT_MAX_CACHED_BYTES = 16 * 1024 * 1024;

/** A cheap estimate of a value's size as JSON, in bytes (strings by length, everything else by a small constant). */
export function estimateBytes(value: unknown, depth = 0): number {
  if (typeof value === 'string') return value.length + 2;
  if (value === null || typeof value !== 'object' || depth > 6) return 8;
  let bytes = 2;
  if (Array.isArray(value)) {
    for (const item of value) bytes += estimateBytes(item, depth + 1) + 1;
    return bytes;
  }
  for (const key in value) bytes += key.length + 4 + estimateBytes((value as Record<string, unknown>)[key], depth + 1);
  return bytes;
}

/**
 * One projector's view of its read models while it applies a batch: pending writes (last write per document wins)
 * over a document cache over the store. Only this projector writes its collections, so the cache stays valid across
 * batches until `reset()`.
 */
export class BatchContext implements ProjectionContext {
  private pending = new Map<string, Map<string, Doc | null>>();
  private cache = new Map<string, Map<string, Doc | null>>();
  private cachedBytes = 0;
  /**
   * Collections the projector has read (`get`): only their written documents are worth caching. A projector that
   * only ever writes a collection (call logs) keeps none of its documents in memory.
   */
  private readonly readBack = new Set<string>();

  constructor(
    private readonly store: ReadStore,
    /** Logical name → physical name. */
    private readonly physicalNames: ReadonlyMap<string, string>,
    private readonly clientOf?: ProjectorDefinition['clientOf'],
    private readonly maxCachedBytes = DEFAULT_MAX_CACHED_BYTES,
  ) {}

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
    const written = this.pending.get(collection)?.get(id);
    if (written !== undefined) return Promise.resolve(written as T | null);
    const cached = this.cache.get(collection)?.get(id);
    if (cached !== undefined) return Promise.resolve(cached as T | null);
    return this.store
      .collection<T>(physical)
      .get(id)
      .then((doc) => {
        this.remember(collection, id, doc);
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

  /** Takes the pending writes as store operations and keeps the documents of collections the projector reads cached. */
  drainWrites(): { writes: WriteOp[]; changes: DocumentChange[] } {
    const writes: WriteOp[] = [];
    const changes: DocumentChange[] = [];
    for (const [collection, docs] of this.pending) {
      const physical = this.physicalName(collection);
      const keep = this.readBack.has(collection);
      const clientOf = this.clientOf?.[collection];
      for (const [id, doc] of docs) {
        writes.push(doc ? { kind: 'put', collection: physical, doc } : { kind: 'delete', collection: physical, id });
        const clientId = doc && clientOf?.(doc);
        changes.push(clientId ? { collection, id, deleted: false, clientId } : { collection, id, deleted: doc === null });
        if (keep) this.remember(collection, id, doc);
      }
    }
    this.pending = new Map();
    return { writes, changes };
  }

  /** Forgets pending writes and cached documents (after a failure, or when another process may have written). */
  reset(): void {
    this.pending = new Map();
    this.cache = new Map();
    this.cachedBytes = 0;
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

  private remember(collection: string, id: string, doc: Doc | null): void {
    if (this.cachedBytes >= this.maxCachedBytes) {
      this.cache = new Map();
      this.cachedBytes = 0;
    }
    let docs = this.cache.get(collection);
    if (!docs) this.cache.set(collection, (docs = new Map()));
    this.cachedBytes += id.length + estimateBytes(doc);
    docs.set(id, doc);
  }
}
