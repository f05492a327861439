import type { StoredEvent } from '@receptionist/event-store';
import type { ReadStore } from '@receptionist/read-store';
import { defineProjector } from './projector';
import { readModelsOf } from './read-models';
import { rebuildProjections } from './rebuild-projections';
import { counted, TestStores } from './testing/projection-test-stores';

type TallyDoc = { id: string; count: number };

/** `store` whose commits log when they start and land, and take `delayMs` (or fail at the `failAt`th commit). */
function slowCommits(store: ReadStore, log: string[], { delayMs = 30, failAt = Infinity } = {}): ReadStore {
  let commits = 0;
  return Object.create(store, {
    commit: {
      value: async (request: Parameters<ReadStore['commit']>[0]) => {
        const number = ++commits;
        log.push(`commit ${number}`);
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (number === failAt) throw new Error('disk full');
        const outcome = await store.commit(request);
        log.push(`landed ${number}`);
        return outcome;
      },
    },
  }) as ReadStore;
}

describe('a rebuild commits each batch while it applies the next', () => {
  let stores: TestStores;
  let log: string[];
  // Reads back what it wrote before (a read-modify-write, like the usage projector's minutes) and logs each event.
  const tallies = defineProjector({
    name: 'tallies',
    version: 1,
    collections: [{ name: 'tallies' }],
    handlers: {
      Counted: async (event: StoredEvent, context) => {
        log.push(`apply ${event.stream}`);
        const tally = await context.get<TallyDoc>('tallies', event.stream);
        context.put('tallies', { id: event.stream, count: (tally?.count ?? 0) + 1 });
      },
    },
  });

  beforeEach(async () => {
    stores = new TestStores();
    log = [];
    // Two streams in turn: with a one-byte document cache, each write pushes the other stream's tally out of it.
    for (let index = 0; index < 5; index++) {
      await stores.eventStore.append('tally-a', [counted(index)], index === 0 ? 'no_stream' : index - 1);
      await stores.eventStore.append('tally-b', [counted(index)], index === 0 ? 'no_stream' : index - 1);
    }
  });
  afterEach(() => stores.close());

  it('applies events while the previous commit runs, and reads its own writes back before that commit lands', async () => {
    const target = stores.openReadStore('behind.db');
    const progress = await rebuildProjections({
      eventStore: stores.eventStore,
      target: slowCommits(target, log),
      projectors: [tallies],
      batchSize: 2,
      maxCachedBytes: 1,
    });

    expect(progress.eventsApplied).toBe(10);
    expect(await readModelsOf(target, [tallies]).collection<TallyDoc>('tallies').find({})).toEqual([
      { id: 'tally-a', count: 5 },
      { id: 'tally-b', count: 5 },
    ]);
    const runningFirst = log.slice(log.indexOf('commit 1'), log.indexOf('landed 1'));
    expect(runningFirst.filter((entry) => entry.startsWith('apply'))).toEqual(['apply tally-a', 'apply tally-b']);
  });

  it('a commit that fails ends the rebuild with its error once the commits still running have landed', async () => {
    const target = stores.openReadStore('failing.db');
    const rebuild = rebuildProjections({
      eventStore: stores.eventStore,
      target: slowCommits(target, log, { failAt: 2 }),
      projectors: [tallies],
      batchSize: 2,
    });

    await expect(rebuild).rejects.toThrow('disk full');
    expect(log).toContain('landed 1');
    expect(log.filter((entry) => entry.startsWith('commit'))).toEqual(['commit 1', 'commit 2']);
  });
});
