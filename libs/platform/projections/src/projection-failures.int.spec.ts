import { defineProjector } from './projector';
import { readProjectorStates, requestProjectorAction } from './projector-state.store';
import { ProjectionRunner } from './projection-runner';
import { countersProjector, notesProjector } from './testing/example-projectors';
import { SparseEventStore } from './testing/sparse-event-store';
import { counted, noted, TestStores } from './testing/projection-test-stores';

describe('ProjectionRunner with a failing projector', () => {
  let stores: TestStores;
  let runner: ProjectionRunner | undefined;

  const startRunner = async (projectors = [countersProjector, notesProjector]) => {
    runner = new ProjectionRunner({ eventStore: stores.eventStore, readStore: stores.readStore, projectors, pollIntervalMs: 50 });
    await runner.start();
    return runner;
  };
  const waitForStatus = async (name: string, status: string) => {
    for (let attempt = 0; attempt < 200; attempt++) {
      if (runner?.status().find((projector) => projector.name === name)?.status === status) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${name} did not become ${status}`);
  };
  const noteTexts = async () => {
    const notes = runner?.collection<{ id: string; text: string; position: number }>('notes');
    return (await notes?.find({ orderBy: { field: 'position' } }))?.map((note) => note.text);
  };

  beforeEach(async () => {
    stores = new TestStores();
    await stores.eventStore.append('notes-1', [noted('first'), noted('bad', true), noted('third')], 'no_stream');
    await stores.eventStore.append('counter-a', [counted(0), counted(1)], 'no_stream');
  });
  afterEach(async () => {
    await runner?.stop();
    runner = undefined;
    await stores.close();
  });

  it('stops only that projector, keeps what it applied before, and reports the event and the error', async () => {
    const running = await startRunner();
    await waitForStatus('notes', 'failed');
    expect(await running.waitFor(5, { projectors: ['counters'] })).toBe(true);
    const [bad] = (await stores.eventStore.readStream('notes-1')).slice(1);

    const failure = { position: bad.position, eventId: bad.eventId, type: 'Noted', error: 'cannot digest "bad"' };
    expect(running.status()).toEqual([
      { name: 'counters', version: 1, activeVersion: 1, status: 'live', position: 5, failure: null },
      { name: 'notes', version: 1, activeVersion: 1, status: 'failed', position: bad.position - 1, failure },
    ]);
    expect(await noteTexts()).toEqual(['first']);
    expect(await running.collection('counters').get('counter-a')).toMatchObject({ count: 2 });
    expect(await running.waitFor(5, { projectors: ['notes'], timeoutMs: 2000 })).toBe(false);

    const recorded = await readProjectorStates(stores.openReadStore());
    expect(recorded.find((state) => state.name === 'notes')).toMatchObject({ status: 'failed', failure });
  });

  it('retry applies the event again once the cause is fixed', async () => {
    let broken = true;
    const flaky = defineProjector({
      ...notesProjector,
      handlers: {
        Noted: (event, context) => {
          if (broken) throw new Error('database hiccup');
          context.put('notes', { id: event.eventId, text: event.data.text, position: event.position });
        },
      },
    });
    const running = await startRunner([flaky]);
    await waitForStatus('notes', 'failed');
    expect(running.retry('notes')).toBe(true);
    await waitForStatus('notes', 'failed');

    broken = false;
    expect(running.retry('notes')).toBe(true);
    expect(await running.waitFor(5)).toBe(true);
    expect(await noteTexts()).toEqual(['first', 'bad', 'third']);
    // The checkpoint is committed before the batch ends and marks the projector live.
    await waitForStatus('notes', 'live');
    expect(running.status()[0]).toMatchObject({ status: 'live', failure: null });
    expect(running.retry('notes')).toBe(false);
  });

  it('skip passes over the poison event for good, also after a restart', async () => {
    const running = await startRunner();
    await waitForStatus('notes', 'failed');
    expect(running.skip('notes')).toBe(true);
    expect(await running.waitFor(5)).toBe(true);
    expect(await noteTexts()).toEqual(['first', 'third']);
    await running.stop();

    const restarted = await startRunner();
    const { position } = await stores.eventStore.append('notes-1', [noted('fourth')], 2);
    expect(await restarted.waitFor(position)).toBe(true);
    expect(await noteTexts()).toEqual(['first', 'third', 'fourth']);
  });

  it('carries out a skip requested by another process through the read store', async () => {
    const running = await startRunner();
    await waitForStatus('notes', 'failed');
    await requestProjectorAction(stores.openReadStore(), 'notes', 'skip');

    await waitForStatus('notes', 'live');
    expect(await running.waitFor(5)).toBe(true);
    expect(await noteTexts()).toEqual(['first', 'third']);
    const [notesState] = (await readProjectorStates(stores.readStore)).filter((state) => state.name === 'notes');
    expect(notesState.status).toBe('live');
  });

  it('retry and skip never compute a position: they work on a store whose positions are sparse (KurrentDB)', async () => {
    let broken = true;
    const flaky = defineProjector({
      ...notesProjector,
      handlers: {
        Noted: (event, context) => {
          if (broken && event.data.poison) throw new Error('database hiccup');
          context.put('notes', { id: event.eventId, text: event.data.text, position: event.position });
        },
      },
    });
    const eventStore = new SparseEventStore(stores.eventStore);
    runner = new ProjectionRunner({ eventStore, readStore: stores.readStore, projectors: [flaky, countersProjector], pollIntervalMs: 50 });
    await runner.start();
    await waitForStatus('notes', 'failed');
    const head = await eventStore.headPosition();
    expect(runner.retry('notes')).toBe(true);
    await waitForStatus('notes', 'failed');
    expect(runner.status().find((projector) => projector.name === 'notes')?.failure).toMatchObject({ error: 'database hiccup' });

    expect(runner.skip('notes')).toBe(true);
    expect(await runner.waitFor(head)).toBe(true);
    expect(await noteTexts()).toEqual(['first', 'third']);
    const { position } = await eventStore.append('notes-1', [noted('fourth')], 2);
    expect(await runner.waitFor(position)).toBe(true);
    expect(await noteTexts()).toEqual(['first', 'third', 'fourth']);
    expect(runner.status().map(({ status }) => status)).toEqual(['live', 'live']);
    broken = false;
  });

  it('a skip asked of a process that does not lead the projector (ROLE=api) is carried out by its leader', async () => {
    await startRunner();
    await waitForStatus('notes', 'failed');
    const reader = new ProjectionRunner({
      eventStore: stores.eventStore,
      readStore: stores.openReadStore(),
      projectors: [countersProjector, notesProjector],
      lead: false,
    });
    await reader.start();
    try {
      expect(reader.led()).toEqual([]);
      expect(await reader.requestAction('counters', 'retry')).toBe(false);
      expect(await reader.requestAction('notes', 'skip')).toBe(true);
      expect(await reader.waitFor(5, { timeoutMs: 5000 })).toBe(true);
      expect(await noteTexts()).toEqual(['first', 'third']);
    } finally {
      await reader.stop();
    }
  });
});
