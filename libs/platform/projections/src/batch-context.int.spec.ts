import { BatchContext } from './batch-context';
import { TestStores } from './testing/projection-test-stores';

/** The batch context caches written documents only for collections the projector reads back. */
describe('BatchContext', () => {
  let stores: TestStores;
  const names = new Map([
    ['logs', 'logs_v1'],
    ['totals', 'totals_v1'],
  ]);

  beforeEach(async () => {
    stores = new TestStores();
    for (const name of names.values()) await stores.readStore.defineCollection({ name });
  });
  afterEach(() => stores.close());

  /** Drains the context's writes into the store, then changes every written document behind the context's back. */
  async function commitThenChangeInStore(context: BatchContext, position: number): Promise<void> {
    const { writes } = context.drainWrites();
    await stores.readStore.commit({ writes, checkpoint: { projector: 'test', position } });
    context.confirmed();
    const changed = writes.flatMap((write) => (write.kind === 'put' ? [{ ...write, doc: { ...write.doc, changed: true } }] : []));
    await stores.readStore.commit({ writes: changed, checkpoint: { projector: 'other', position } });
  }

  it('keeps no documents of a collection the projector only writes (call logs), and caches one it reads back', async () => {
    const context = new BatchContext(stores.readStore, names);
    expect(await context.get('totals', 'client-1')).toBeNull();
    for (let index = 0; index < 3; index++) context.put('logs', { id: `call-${index}`, index });
    context.put('totals', { id: 'client-1', calls: 3 });
    await commitThenChangeInStore(context, 1);

    // Never read before the writes: not kept in memory, so the store's version is what a later read sees.
    expect(await context.get('logs', 'call-1')).toEqual({ id: 'call-1', index: 1, changed: true });
    // Read back by the projector: served from the cache (only this projector writes its collections).
    expect(await context.get('totals', 'client-1')).toEqual({ id: 'client-1', calls: 3 });
  });

  it('after startsEmpty, answers a document it never wrote as absent without reading the store', async () => {
    const context = new BatchContext(stores.readStore, names, undefined, 1);
    context.startsEmpty();
    context.put('totals', { id: 'client-1', calls: 1 });
    await commitThenChangeInStore(context, 1);
    // Someone else wrote a document this context never wrote: a replay's collections have no other writer, so the
    // context takes it for absent; the document it wrote (its one-byte cache has let it go) is read from the store.
    await stores.readStore.commit({
      writes: [{ kind: 'put', collection: 'totals_v1', doc: { id: 'client-2' } }],
      checkpoint: { projector: 'other', position: 2 },
    });
    expect(await context.get('totals', 'client-2')).toBeNull();
    expect(await context.get('totals', 'client-1')).toEqual({ id: 'client-1', calls: 1, changed: true });
    expect(await new BatchContext(stores.readStore, names).get('totals', 'client-2')).toEqual({ id: 'client-2' });
  });
});
