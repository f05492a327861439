import type { StoredEvent } from '@receptionist/event-store';
import { defineProjector } from './projector';
import { ProjectionRunner } from './projection-runner';
import { CountingEventStore } from './testing/counting-event-store';
import { countersProjector, exampleProjectors, notesProjector, typeTotalsProjector } from './testing/example-projectors';
import { counted, noted, TestStores } from './testing/projection-test-stores';

/** The counters projector, held at its first event until the test opens the gate. */
function gatedCounters() {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const projector = defineProjector({
    ...countersProjector,
    handlers: {
      ...countersProjector.handlers,
      Counted: async (event: StoredEvent<{ index: number }>, context) => {
        await gate;
        await countersProjector.handlers.Counted(event, context);
      },
    },
  });
  return { projector, open };
}

describe('ProjectionRunner live tail (one subscription shared by the live projectors)', () => {
  let stores: TestStores;
  let eventStore: CountingEventStore;
  let runner: ProjectionRunner | undefined;

  const startRunner = async (projectors = exampleProjectors) => {
    runner = new ProjectionRunner({ eventStore, readStore: stores.readStore, projectors, pollIntervalMs: 50 });
    await runner.start();
    return runner;
  };
  const statusOf = (name: string) => runner?.status().find((projector) => projector.name === name);
  const waitForStatus = async (name: string, status: string) => {
    for (let attempt = 0; attempt < 300 && statusOf(name)?.status !== status; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(statusOf(name)?.status).toBe(status);
  };

  beforeEach(() => {
    stores = new TestStores();
    eventStore = new CountingEventStore(stores.eventStore);
  });
  afterEach(async () => {
    await runner?.stop();
    runner = undefined;
    await stores.close();
  });

  it('reads each new event once for all live projectors', async () => {
    const running = await startRunner();
    let last = 0;
    for (let index = 0; index < 10; index++) {
      await eventStore.append(`counter-${index % 3}`, [counted(index)], 'any');
      ({ position: last } = await eventStore.append(`notes-${index}`, [noted(`n${index}`)], 'no_stream'));
    }
    expect(await running.waitFor(last)).toBe(true);

    expect(eventStore.subscriptions).toBe(1);
    expect(eventStore.delivered).toBe(20);
    expect(await running.collection('type_totals').find({ orderBy: { field: 'id' } })).toEqual([
      { id: 'Counted', total: 10 },
      { id: 'Noted', total: 10 },
    ]);
    expect(await running.collection('notes').count()).toBe(10);
    expect(await running.collection('counters').get('counter-0')).toEqual({ id: 'counter-0', count: 4, last: 9 });
  });

  it('lets a projector still catching up join the tail once it has reached it, while the others stay live', async () => {
    await eventStore.append('counter-a', Array.from({ length: 50 }, (_, index) => counted(index)), 'no_stream');
    const { projector, open } = gatedCounters();
    const running = await startRunner([typeTotalsProjector, projector]);
    const { position } = await eventStore.append('counter-a', [counted(50)], 49);

    expect(await running.waitFor(position, { projectors: ['type-totals'] })).toBe(true);
    expect(statusOf('counters')?.status).toBe('catching-up');
    const live = await eventStore.append('counter-b', [counted(0)], 'no_stream');
    expect(await running.waitFor(live.position, { projectors: ['type-totals'] })).toBe(true);

    open();
    expect(await running.waitFor(live.position)).toBe(true);
    const after = await eventStore.append('counter-b', [counted(1)], 0);
    expect(await running.waitFor(after.position)).toBe(true);
    expect(await running.collection('counters').get('counter-a')).toEqual({ id: 'counter-a', count: 51, last: 50 });
    expect(await running.collection('counters').get('counter-b')).toEqual({ id: 'counter-b', count: 2, last: 1 });
    expect(await running.collection('type_totals').get('Counted')).toEqual({ id: 'Counted', total: 53 });
    expect(eventStore.subscriptions).toBe(1);
  });

  it('a poison event arriving live stops only its projector; after a skip it joins the tail again', async () => {
    const running = await startRunner([countersProjector, notesProjector]);
    await eventStore.append('notes-1', [noted('first')], 'no_stream');
    await eventStore.append('notes-1', [noted('bad', true)], 0);
    await waitForStatus('notes', 'failed');
    const { position } = await eventStore.append('counter-a', [counted(0)], 'no_stream');
    expect(await running.waitFor(position, { projectors: ['counters'] })).toBe(true);

    expect(running.skip('notes')).toBe(true);
    const third = await eventStore.append('notes-1', [noted('third')], 1);
    expect(await running.waitFor(third.position)).toBe(true);
    const notes = await running.collection<{ id: string; text: string; position: number }>('notes').find({ orderBy: { field: 'position' } });
    expect(notes.map((note) => note.text)).toEqual(['first', 'third']);
  });

  it('a failing tail subscription fails the live projectors; a retry resumes them on a new one', async () => {
    eventStore.failNextSubscriptionAfter = 1;
    const running = await startRunner([countersProjector, notesProjector]);
    await eventStore.append('counter-a', [counted(0)], 'no_stream');
    const lost = await eventStore.append('notes-1', [noted('first')], 'no_stream');
    await waitForStatus('counters', 'failed');
    await waitForStatus('notes', 'failed');
    expect(statusOf('notes')?.failure).toMatchObject({ eventId: null, error: 'subscription lost' });

    expect(running.retry('counters')).toBe(true);
    expect(running.retry('notes')).toBe(true);
    expect(await running.waitFor(lost.position)).toBe(true);
    const next = await eventStore.append('counter-a', [counted(1)], 0);
    expect(await running.waitFor(next.position)).toBe(true);
    expect(await running.collection('counters').get('counter-a')).toEqual({ id: 'counter-a', count: 2, last: 1 });
    expect(await running.collection('notes').count()).toBe(1);
    expect(eventStore.subscriptions).toBe(2);
  });
});
