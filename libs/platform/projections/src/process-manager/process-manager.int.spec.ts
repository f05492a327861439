import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type NewEvent, SqliteEventStore, type StoredEvent } from '@receptionist/event-store';
import { type Doc, type ReadStore, SqliteReadStore } from '@receptionist/read-store';
import { countingReadStore } from '../testing/counting-read-store';
import { mostInOneTurn, traceTurns } from '../testing/event-loop-turns';
import { ProcessManager, type ProcessManagerOptions } from './process-manager';
import type { ProcessManagerState } from './process-manager-state';

const EVENTS = 2_000;

interface SumDoc extends Doc {
  events: number;
}
const BATCH = 100;

class CountingProcessManager extends ProcessManager {
  handled = 0;
  readonly types = new Set<string>();

  constructor(options: ProcessManagerOptions, name = 'counting-process-manager', eventTypes?: string[]) {
    super({ name, collections: [], eventTypes }, options);
  }

  protected async handle(event: StoredEvent): Promise<void> {
    this.handled++;
    this.types.add(event.type);
  }
}

describe('ProcessManager on the embedded stores', () => {
  const directory = mkdtempSync(join(tmpdir(), 'process-manager-'));
  const eventStore = new SqliteEventStore({ file: join(directory, 'events.db') });
  const readStore = new SqliteReadStore({ file: join(directory, 'read.db') });

  beforeAll(async () => {
    const events: NewEvent[] = Array.from({ length: EVENTS / 4 }, (_, index) => ({ type: 'Ticked', data: { index } }));
    for (let stream = 0; stream < 4; stream++) await eventStore.append(`tick-${stream}`, events, 'no_stream');
  });

  afterAll(async () => {
    await readStore.close();
    await eventStore.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('gives way to the event loop between batches while it catches up, so the process keeps answering', async () => {
    const manager = new CountingProcessManager({ eventStore, readStore, batchSize: BATCH });
    let handledWhenTheLoopTurned: number | undefined;
    const round = manager.runOnce();
    setImmediate(() => (handledWhenTheLoopTurned = manager.handled));

    await expect(round).resolves.toBe(true);

    expect(manager.handled).toBe(EVENTS);
    expect(handledWhenTheLoopTurned).toBeLessThanOrEqual(BATCH);
    await manager.stop();
  });

  it('gives way within a batch too, once a slice of work has run', async () => {
    const { trace, stop } = traceTurns();
    const manager = new (class extends CountingProcessManager {
      protected override async handle(event: StoredEvent): Promise<void> {
        trace.push('handle');
        const until = performance.now() + 0.3;
        while (performance.now() < until);
        await super.handle(event);
      }
    })({ eventStore, readStore, batchSize: BATCH }, 'sliced-process-manager');
    await manager.runOnce();
    stop();

    expect(manager.handled).toBe(EVENTS);
    // 0.3 ms per event: a 10 ms slice is about 33 events, a batch 100.
    expect(mostInOneTurn(trace, 'handle')).toBeLessThan(BATCH / 2);
    await manager.stop();
  });

  it('ends a long catch-up after the batch under way when stopped, and the next start resumes from its checkpoint', async () => {
    const name = 'stopped-process-manager';
    const first = new CountingProcessManager({ eventStore, readStore, batchSize: BATCH }, name);
    first.start(60_000, (error) => {
      throw error;
    });
    await new Promise((resolve) => setImmediate(resolve));
    await first.stop();
    expect(first.handled).toBeGreaterThan(0);
    expect(first.handled).toBeLessThan(EVENTS);

    const next = new CountingProcessManager({ eventStore, readStore, batchSize: BATCH }, name);
    await next.runOnce();
    expect(first.handled + next.handled).toBe(EVENTS);
    await next.stop();
  });

  it('reads only the event types it handles when it names them, and goes on from the last one it read', async () => {
    const tocks = (count: number): NewEvent[] => Array.from({ length: count }, (_, index) => ({ type: 'Tocked', data: { index } }));
    await eventStore.append('tock-0', tocks(3), 'no_stream');
    const manager = new CountingProcessManager({ eventStore, readStore, batchSize: BATCH }, 'tock-process-manager', ['Tocked']);
    await manager.runOnce();
    expect(manager.handled).toBe(3);

    await eventStore.append('tick-0', [{ type: 'Ticked', data: {} }], 'any');
    await eventStore.append('tock-0', tocks(2), 2);
    await manager.runOnce();
    expect(manager.handled).toBe(5);
    expect([...manager.types]).toEqual(['Tocked']);
    await manager.stop();
  });

  it('on its first start, reads from the history only the types it folds from it, and every type after', async () => {
    const handled: string[] = [];
    const manager = new (class extends ProcessManager {
      constructor() {
        super({ name: 'history-process-manager', collections: [], historyEventTypes: ['Tocked'] }, { eventStore, readStore, batchSize: BATCH });
      }
      protected async handle(event: StoredEvent, _state: ProcessManagerState, react: boolean): Promise<void> {
        handled.push(`${event.type}${react ? ' (react)' : ''}`);
      }
    })();
    // The history ends with a type it does not fold.
    await eventStore.append('tick-0', [{ type: 'Ticked', data: {} }], 'any');
    let tocksInTheLog = 0;
    for await (const event of eventStore.readAll()) if (event.type === 'Tocked') tocksInTheLog++;

    await manager.runOnce();
    expect(handled).toEqual(Array.from({ length: tocksInTheLog }, () => 'Tocked'));

    await eventStore.append('tick-0', [{ type: 'Ticked', data: {} }], 'any');
    await eventStore.append('tock-0', [{ type: 'Tocked', data: {} }], 'any');
    await manager.runOnce();
    await manager.runOnce();
    expect(handled.slice(tocksInTheLog)).toEqual(['Ticked (react)', 'Tocked (react)']);
    await manager.stop();
  });

  /** Counts the events it has folded in one document of its own (its name), read back for each event. */
  class SummingProcessManager extends ProcessManager {
    constructor(
      private readonly name: string,
      store: ReadStore,
      leaseTtlMs = 50,
    ) {
      super({ name, collections: [{ name: 'pm_sums' }] }, { eventStore, readStore: store, batchSize: BATCH, leaseTtlMs });
    }

    protected async handle(_event: StoredEvent, state: ProcessManagerState): Promise<void> {
      const sum = await state.get<SumDoc>('pm_sums', this.name);
      state.put('pm_sums', { id: this.name, events: (sum?.events ?? 0) + 1 });
    }
  }

  async function eventsInTheLog(): Promise<number> {
    let total = 0;
    for await (const event of eventStore.readAll()) if (event.position > 0) total++;
    return total;
  }

  it('reads each of its documents once while it leads, and again once the lease has changed hands', async () => {
    const name = 'summing-process-manager';
    const { store: countingGets, calls: gets } = countingReadStore(readStore, 'get');
    const manager = new SummingProcessManager(name, countingGets);
    await manager.runOnce();
    expect(await readStore.collection('pm_sums').get(name)).toEqual({ id: name, events: await eventsInTheLog() });
    expect(gets()).toBe(1);

    // Its lease lapses; another process leads meanwhile and starts the count over.
    await new Promise((resolve) => setTimeout(resolve, 60));
    const other = await readStore.tryAcquireLease({ projector: name, holder: 'other-process', ttlMs: 10_000, nowMs: Date.now() });
    const { position } = await eventStore.append('tick-other', [{ type: 'Ticked', data: {} }], 'no_stream');
    await readStore.commit({
      writes: [{ kind: 'put', collection: 'pm_sums', doc: { id: name, events: 0 } }],
      checkpoint: { projector: name, position, leaseEpoch: other?.epoch, lease: name },
    });
    await readStore.releaseLease(name, 'other-process');

    await eventStore.append('tick-other', [{ type: 'Ticked', data: {} }], 0);
    await manager.runOnce();
    expect(await readStore.collection('pm_sums').get(name)).toEqual({ id: name, events: 1 });
    expect(gets()).toBe(2);
    await manager.stop();
  });

  it('reads its documents again after a commit that failed, which may have been applied all the same', async () => {
    const name = 'lost-answer-process-manager';
    const { store: countingGets, calls: gets } = countingReadStore(readStore, 'get');
    let answerLost = false;
    const losingTheFirstAnswer = Object.create(countingGets, {
      commit: {
        value: async (request: Parameters<ReadStore['commit']>[0]) => {
          const outcome = await readStore.commit(request);
          if (answerLost) return outcome;
          answerLost = true;
          throw new Error('connection reset');
        },
      },
    }) as ReadStore;
    // A lease that cannot lapse between the two rounds on a loaded machine: a new lease would read the documents anew too.
    const manager = new SummingProcessManager(name, losingTheFirstAnswer, 10_000);
    await expect(manager.runOnce()).rejects.toThrow('connection reset');

    await manager.runOnce();
    expect(await readStore.collection('pm_sums').get(name)).toEqual({ id: name, events: await eventsInTheLog() });
    expect(gets()).toBe(2);
    await manager.stop();
  });
});
