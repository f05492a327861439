import type { Doc, ReadStore, Where, WriteOp } from '@receptionist/read-store';
import { DocumentCache } from '../document-cache';

/**
 * The documents one batch of a process manager reads and changes: reads see the batch's own writes; `writes()` is
 * what the runner commits with the batch's checkpoint.
 */
export class ProcessManagerState {
  private readonly changed = new Map<string, { collection: string; doc: Doc }>();
  /**
   * The store's answers to filters read in this batch: the leader is the documents' only writer until it commits, so
   * each filter is read once per batch (the batch's own changes are laid over them on every call).
   */
  private readonly stored = new Map<string, Promise<unknown>>();

  /** `known`: the documents the leader read or committed in earlier batches, while it has held the same lease. */
  constructor(
    private readonly store: ReadStore,
    private readonly known = new DocumentCache(),
  ) {}

  async get<T extends Doc>(collection: string, id: string): Promise<T | null> {
    const pending = this.changed.get(`${collection}|${id}`);
    if (pending) return pending.doc as T;
    const known = this.known.get(collection, id);
    if (known !== undefined) return known as T | null;
    const doc = await this.store.collection<T>(collection).get(id);
    this.known.remember(collection, id, doc);
    return doc;
  }

  put(collection: string, doc: Doc): void {
    this.changed.set(`${collection}|${doc.id}`, { collection, doc });
  }

  /** The stored documents matching `where`, as this batch changed them, ordered by id; `keep` filters the changed ones. */
  async find<T extends Doc>(collection: string, where: Where, keep: (doc: T) => boolean): Promise<T[]> {
    const stored = await this.storedAnswer(`find|${collection}|${JSON.stringify(where)}`, () => this.store.collection<T>(collection).find({ where }));
    const docs = new Map(stored.map((doc) => [doc.id, doc]));
    for (const change of this.changed.values()) if (change.collection === collection) docs.set(change.doc.id, change.doc as T);
    return [...docs.values()].filter(keep).sort((a, b) => a.id.localeCompare(b.id));
  }

  private storedAnswer<T>(query: string, read: () => Promise<T>): Promise<T> {
    let answer = this.stored.get(query) as Promise<T> | undefined;
    if (!answer) {
      answer = read();
      this.stored.set(query, answer);
    }
    return answer;
  }

  writes(): WriteOp[] {
    return [...this.changed.values()].map(({ collection, doc }) => ({ kind: 'put', collection, doc }));
  }

  /** After the batch's writes were committed: they are the documents now known. */
  committed(): void {
    for (const { collection, doc } of this.changed.values()) this.known.remember(collection, doc.id, doc);
  }
}
