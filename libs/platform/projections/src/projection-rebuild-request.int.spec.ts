import type { EventStore, StoredEvent } from '@receptionist/event-store';
import { ProjectionRunner } from './projection-runner';
import { countersProjector, notesProjector } from './testing/example-projectors';
import { counted, noted, TestStores } from './testing/projection-test-stores';

/** What an erasure does to the log: stored values read differently from then on, nothing is appended. */
function rewordingStore(store: EventStore, reword: { from: string; to: string | null }): EventStore {
  const read = (event: StoredEvent) =>
    reword.to !== null && (event.data as { text?: string }).text === reword.from
      ? { ...event, data: { ...(event.data as object), text: reword.to } }
      : event;
  const readAll: EventStore['readAll'] = (options) => {
    const source = store.readAll(options);
    return (async function* () {
      for await (const event of source) yield read(event);
    })();
  };
  return new Proxy(store, {
    get: (target, property) => {
      if (property === 'readAll') return readAll;
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('ProjectionRunner rebuild requests', () => {
  let stores: TestStores;
  const runners: ProjectionRunner[] = [];
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
    await stores.close();
  });

  it('builds a projector again from the log as it now reads, whether asked here or by a process that leads nothing', async () => {
    stores = new TestStores();
    await stores.eventStore.append('notes-1', [noted('Ada Lovelace'), noted('second')], 'no_stream');
    await stores.eventStore.append('counter-a', [counted(0), counted(1)], 'no_stream');
    const reword = { from: 'Ada Lovelace', to: null as string | null };
    const eventStore = rewordingStore(stores.eventStore, reword);
    const leader = new ProjectionRunner({
      eventStore,
      readStore: stores.readStore,
      projectors: [countersProjector, notesProjector],
      pollIntervalMs: 50,
    });
    runners.push(leader);
    await leader.start();
    expect(await leader.waitFor(4)).toBe(true);
    const texts = async () =>
      (await leader.collection<{ id: string; text: string; position: number }>('notes').find({ orderBy: { field: 'position' } })).map(
        (note) => note.text,
      );
    expect(await texts()).toEqual(['Ada Lovelace', 'second']);
    const countersBefore = await leader.collection('counters').find({});

    reword.to = 'Erased';
    expect(await leader.requestAction('notes', 'rebuild')).toBe(true);
    expect(await leader.waitFor(4)).toBe(true);
    expect(await texts()).toEqual(['Erased', 'second']);
    expect(await leader.collection('counters').find({})).toEqual(countersBefore);

    reword.to = 'Gone';
    const reader = new ProjectionRunner({
      eventStore,
      readStore: stores.openReadStore(),
      projectors: [countersProjector, notesProjector],
      lead: false,
    });
    runners.push(reader);
    await reader.start();
    expect(await reader.requestAction('notes', 'rebuild')).toBe(true);
    expect(await reader.waitFor(4)).toBe(true);
    expect(await texts()).toEqual(['Gone', 'second']);
    await stores.eventStore.append('notes-1', [noted('after')], 1);
    expect(await leader.waitFor(5)).toBe(true);
    expect(await texts()).toEqual(['Gone', 'second', 'after']);
  });
});
