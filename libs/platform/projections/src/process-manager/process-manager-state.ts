import type { Doc, ReadStore, Where, WriteOp } from '@receptionist/read-store';

/**
 * The documents one batch of a process manager reads and changes: reads see the batch's own writes; `writes()` is
 * what the runner commits with the batch's checkpoint.
 */
export class ProcessManagerState {
  private readonly changed = new Map<string, { collection: string; doc: Doc }>();
  /** Documents read in this batch (null: none stored): the leader is their only writer until it commits. */
  private readonly read = new Map<string, Doc | null>();
  /** Stored answers to `find` in this batch, by collection and filter (the batch's own changes are merged per call). */
  private readonly found = new Map<string, Promise<Doc[]>>();

  constructor(private readonly store: ReadStore) {}

  async get<T extends Doc>(collection: string, id: string): Promise<T | null> {
    const key = `${collection}|${id}`;
    const pending = this.changed.get(key);
    if (pending) return pending.doc as T;
    if (this.read.has(key)) return this.read.get(key) as T | null;
    const stored = await this.store.collection<T>(collection).get(id);
    this.read.set(key, stored);
    return stored;
  }

  put(collection: string, doc: Doc): void {
    this.changed.set(`${collection}|${doc.id}`, { collection, doc });
  }

  /** The stored documents matching `where`, as this batch changed them, ordered by id; `keep` filters the changed ones. */
  async find<T extends Doc>(collection: string, where: Where, keep: (doc: T) => boolean): Promise<T[]> {
    const key = `${collection}|${JSON.stringify(where)}`;
    let stored = this.found.get(key) as Promise<T[]> | undefined;
    if (!stored) {
      stored = this.store.collection<T>(collection).find({ where });
      this.found.set(key, stored);
    }
    const docs = new Map((await stored).map((doc) => [doc.id, doc]));
    for (const change of this.changed.values()) if (change.collection === collection) docs.set(change.doc.id, change.doc as T);
    return [...docs.values()].filter(keep).sort((a, b) => a.id.localeCompare(b.id));
  }

  writes(): WriteOp[] {
    return [...this.changed.values()].map(({ collection, doc }) => ({ kind: 'put', collection, doc }));
  }
}
