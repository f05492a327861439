import type { StoredEvent } from '@receptionist/event-store';
import { defineProjector, type Projector } from './projector';
import type { ProjectionCommitted } from './projection-runner';
import { countersProjector, exampleProjectors, typeTotalsProjector } from './testing/example-projectors';
import { CountingEventStore } from './testing/counting-event-store';
import { traceTurns } from './testing/event-loop-turns';
import { counted, dumpReadModels } from './testing/projection-test-stores';
import { runnerOnFreshStores } from './testing/runner-on-fresh-stores';

/** Polls `condition` every 10 ms until it holds, for 2 s at most. */
async function eventually(condition: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 2000; !condition() && Date.now() < deadline;) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('ProjectionRunner', () => {
  const fresh = runnerOnFreshStores();
  const startRunner = (projectors = exampleProjectors, batchSize = 1000) => fresh.start({ projectors, batchSize, pollIntervalMs: 50 });

  it('builds read models from the existing log, then keeps them current', async () => {
    await fresh.stores.eventStore.append('counter-a', [counted(0), counted(1), counted(2)], 'no_stream');
    await fresh.stores.eventStore.append('counter-b', [counted(0)], 'no_stream');
    const running = await startRunner();
    expect(await running.waitFor(await fresh.stores.eventStore.headPosition())).toBe(true);
    expect(await running.collection('counters').find({ orderBy: { field: 'id' } })).toEqual([
      { id: 'counter-a', count: 3, last: 2 },
      { id: 'counter-b', count: 1, last: 0 },
    ]);

    const { position } = await fresh.stores.eventStore.append('counter-a', [{ type: 'Reset', data: {} }], 2);
    const b = await fresh.stores.eventStore.append('counter-b', [counted(1)], 0);
    expect(await running.waitFor(b.position)).toBe(true);
    expect(await running.collection('counters').find()).toEqual([{ id: 'counter-b', count: 2, last: 1 }]);
    expect(await running.collection('type_totals').get('Reset')).toEqual({ id: 'Reset', total: 1 });
    expect(running.status().map(({ name, status, position: at }) => ({ name, status, at }))).toEqual([
      { name: 'counters', status: 'live', at: b.position },
      { name: 'type-totals', status: 'live', at: b.position },
      { name: 'notes', status: 'live', at: expect.any(Number) },
    ]);
    expect(position).toBeLessThan(b.position);
  });

  it('resumes from its checkpoint after a restart without applying any event twice', async () => {
    await fresh.stores.eventStore.append(
      'counter-a',
      Array.from({ length: 10 }, (_, index) => counted(index)),
      'no_stream',
    );
    const first = await startRunner();
    expect(await first.waitFor(10)).toBe(true);
    await first.stop();

    await fresh.stores.eventStore.append(
      'counter-a',
      Array.from({ length: 5 }, (_, index) => counted(10 + index)),
      9,
    );
    const second = await startRunner();
    expect(await second.waitFor(15)).toBe(true);
    expect(await second.collection('counters').get('counter-a')).toEqual({ id: 'counter-a', count: 15, last: 14 });
    expect(await second.collection('type_totals').get('Counted')).toEqual({ id: 'Counted', total: 15 });
  });

  it('stop() commits the batch in progress: read models always match the committed checkpoint', async () => {
    for (let stream = 0; stream < 20; stream++) {
      await fresh.stores.eventStore.append(
        `counter-${stream}`,
        Array.from({ length: 1000 }, (_, index) => counted(index)),
        'no_stream',
      );
    }
    const pausing = defineProjector({
      ...countersProjector,
      handlers: {
        Counted: async (event: StoredEvent<{ index: number }>, context) => {
          if (event.data.index % 100 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
          await countersProjector.handlers.Counted(event, context);
        },
      },
    });
    const first = await startRunner([pausing], 700);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await first.stop();
    const [{ position }] = first.status();
    expect(position).toBeGreaterThan(0);
    expect(position).toBeLessThan(20_000);
    const counters = await first.collection<{ id: string; count: number }>('counters').find();
    expect(counters.reduce((sum, counter) => sum + counter.count, 0)).toBe(position);

    const second = await startRunner([countersProjector]);
    expect(await second.waitFor(20_000, { timeoutMs: 20_000 })).toBe(true);
    const resumed = await second.collection<{ id: string; count: number }>('counters').find();
    expect(resumed).toHaveLength(20);
    expect(resumed.every((counter) => counter.count === 1000)).toBe(true);
  });

  it('waitFor resolves for events a projector does not handle, and reports false when time runs out', async () => {
    const running = await startRunner([countersProjector]);
    const unrelated = await fresh.stores.eventStore.append('notes-1', [{ type: 'Noted', data: { text: 'x' } }], 'no_stream');
    expect(await running.waitFor(unrelated.position, { timeoutMs: 1000 })).toBe(true);
    expect(await running.waitFor(unrelated.position + 1, { timeoutMs: 100 })).toBe(false);
  });

  it('moves an idle checkpoint past events the projector does not handle', async () => {
    const running = await startRunner([countersProjector]);
    await fresh.stores.eventStore.append('counter-a', [counted(0)], 'no_stream');
    const { position } = await fresh.stores.eventStore.append('notes-1', [{ type: 'Noted', data: { text: 'x' } }], 'no_stream');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(running.status()[0]).toMatchObject({ status: 'live', position });
  });

  it('waitFor waits for a slow projector and times out when it takes too long', async () => {
    const slow = {
      ...typeTotalsProjector,
      handlers: { Counted: () => new Promise<void>((resolve) => setTimeout(resolve, 300)) },
      eventTypes: ['Counted'],
    };
    const running = await startRunner([slow]);
    const { position } = await fresh.stores.eventStore.append('counter-a', [counted(0)], 'no_stream');
    expect(await running.waitFor(position, { timeoutMs: 50 })).toBe(false);
    expect(await running.waitFor(position, { timeoutMs: 3000 })).toBe(true);
  });

  it('announces each commit with the logical collections and ids it changed', async () => {
    const running = await startRunner([countersProjector]);
    const commits: ProjectionCommitted[] = [];
    running.onCommitted((committed) => commits.push(committed));
    const first = await fresh.stores.eventStore.append('counter-a', [counted(0)], 'no_stream');
    expect(await running.waitFor(first.position)).toBe(true);
    const { position } = await fresh.stores.eventStore.append('counter-a', [{ type: 'Reset', data: {} }], 0);
    expect(await running.waitFor(position)).toBe(true);

    expect(commits).toEqual([
      { projector: 'counters', position: first.position, changes: [{ collection: 'counters', id: 'counter-a', deleted: false }] },
      { projector: 'counters', position, changes: [{ collection: 'counters', id: 'counter-a', deleted: true }] },
    ]);
  });

  it('serves every logical collection through the runner, whatever the version', async () => {
    const running = await startRunner();
    expect(await dumpReadModels(running, exampleProjectors)).toEqual({ counters: [], type_totals: [], notes: [] });
    expect(() => running.collection('unknown')).toThrow('No projector declares collection "unknown"');
    expect((await fresh.stores.readStore.listCollections()).sort()).toEqual(['counters_v1', 'notes_v1', 'projector_state', 'type_totals_v1']);
  });

  it('a lost subscription fails no projector: the engine resubscribes and keeps pulling the log', async () => {
    const eventStore = new CountingEventStore(fresh.stores.eventStore);
    eventStore.failNextSubscriptionAfter = 1;
    const errors: unknown[] = [];
    const runner = await fresh.start({ eventStore, projectors: exampleProjectors, pollIntervalMs: 50, onError: (error) => errors.push(error) });
    for (let index = 0; index < 5; index++) {
      const { position } = await fresh.stores.eventStore.append(`counter-${index}`, [counted(0), counted(1)], 'no_stream');
      expect(await runner.waitFor(position)).toBe(true);
    }
    expect(runner.status().map(({ status }) => status)).toEqual(['live', 'live', 'live']);
    expect(errors.map(String)).toEqual(['Error: subscription lost']);
    // It resubscribes after its poll interval (the appends above may all be caught up by polling before that).
    await eventually(() => eventStore.subscriptions > 1);
    expect(eventStore.subscriptions).toBe(2);
    const delivered = eventStore.delivered;
    const { position } = await fresh.stores.eventStore.append('counter-5', [counted(0)], 'no_stream');
    expect(await runner.waitFor(position)).toBe(true);
    await eventually(() => eventStore.delivered > delivered);
    expect(eventStore.delivered).toBeGreaterThan(delivered);
  });

  it('reads each batch once for all the projectors that are behind', async () => {
    let reads = 0;
    const eventStore = new CountingEventStore(fresh.stores.eventStore);
    eventStore.readAll = (options) => {
      reads++;
      return fresh.stores.eventStore.readAll(options);
    };
    for (let index = 0; index < 10; index++) await fresh.stores.eventStore.append(`counter-${index}`, [counted(0), counted(1)], 'no_stream');
    const runner = await fresh.start({ eventStore, projectors: exampleProjectors, pollIntervalMs: 50 });
    expect(await runner.waitFor(await fresh.stores.eventStore.headPosition())).toBe(true);
    expect(reads).toBe(1);
  });

  /**
   * Starts the engine on `projectors` with a commit budget (10 ms unless given, or the engine's own), over the read
   * store whose n-th commit of the counters takes `msPerWrite(n)` per write, or longer if the real commit alone does (a
   * loaded machine's slower real commit then hides within that cost instead of adding to it); every commit is listed
   * (and marked in `trace`, when given).
   */
  async function startWithSlowCounters(
    projectors: Projector[],
    msPerWrite: (counterCommit: number) => number,
    { trace, maxCommitMs = 10 }: { trace?: string[]; maxCommitMs?: number | 'engine default' } = {},
  ) {
    const commits: { projector: string; writes: number }[] = [];
    let counterCommit = 0;
    const readStore = fresh.stores.readStore;
    const slowCounters: typeof readStore = Object.assign(Object.create(readStore) as typeof readStore, {
      commit: async (request: Parameters<typeof readStore.commit>[0]) => {
        const projector = 'checkpoint' in request ? request.checkpoint.projector : request.projector;
        const writes = request.writes.length;
        commits.push({ projector, writes });
        trace?.push('commit');
        const until = projector.startsWith('counters') ? performance.now() + writes * msPerWrite(++counterCommit) : 0;
        const committed = await readStore.commit(request);
        while (performance.now() < until);
        return committed;
      },
    });
    const running = await fresh.start({
      projectors,
      readStore: slowCounters,
      batchSize: 10_000,
      maxBatchMs: 60_000,
      maxCommitMs: maxCommitMs === 'engine default' ? undefined : maxCommitMs,
      pollIntervalMs: 50,
    });
    const countersCommits = () => commits.filter(({ projector }) => projector.startsWith('counters')).map(({ writes }) => writes);
    return { running, commits, countersCommits };
  }

  const appendCounters = (count: number) =>
    fresh.stores.eventStore.appendBatch?.(
      Array.from({ length: count }, (_, stream) => ({ stream: `counter-${stream}`, events: [counted(0)], expectedRevision: 'no_stream' as const })),
    );

  it('commits a projector whose writes are slow to commit within the batch, from its first commit, while the others go on batching', async () => {
    await appendCounters(2000);
    // Each counter written costs 0.2 ms to commit; the type totals (one document) cost nothing.
    const { running, commits, countersCommits } = await startWithSlowCounters([countersProjector, typeTotalsProjector], () => 0.2);
    expect(await running.waitFor(2000)).toBe(true);

    const counterCommits = countersCommits();
    const totalCommits = commits.filter(({ projector }) => projector.startsWith('type-totals'));
    // Each stays near the 10 ms budget (50 writes, checked every 128 events), the first one too: before any commit was
    // measured, the engine assumes a costly projector.
    expect(counterCommits.length).toBeGreaterThan(5);
    expect(Math.max(...counterCommits)).toBeLessThanOrEqual(200);
    expect(counterCommits.reduce((sum, writes) => sum + writes, 0)).toBe(2000);
    // The type totals were not cut into the counters' small batches.
    expect(totalCommits).toHaveLength(1);
    expect(await running.collection('type_totals').get('Counted')).toEqual({ id: 'Counted', total: 2000 });
    expect(await running.collection('counters').count()).toBe(2000);
  });

  it('sizes the commit after one slower than expected by that cost, not by an average of the costs', async () => {
    await appendCounters(3000);
    // 0.1 ms per write, but the third commit takes 0.5 ms per write (as when a full-text index merges its segments). The
    // budget is 50 ms, so that a real commit (a few ms for hundreds of counters) stays below the costs it stands for.
    const { running, countersCommits } = await startWithSlowCounters([countersProjector], (commit) => (commit === 3 ? 0.5 : 0.1), {
      maxCommitMs: 50,
    });
    expect(await running.waitFor(3000)).toBe(true);

    const commits = countersCommits();
    const [first, , slow, next] = commits;
    // Before any measure, a costly projector is assumed (0.15 ms: 334 writes, checked every 128 events); then the
    // cheaper cost measured makes the slow commit a larger one.
    expect(first).toBe(384);
    expect(slow).toBe(512);
    // The commit after it is sized by 0.5 ms per write (100 writes), not by an average of the costs measured so far.
    expect(next).toBe(128);
    expect(commits.reduce((sum, writes) => sum + writes, 0)).toBe(3000);
  });

  it('sizes commits for a 100 ms budget by default', async () => {
    await appendCounters(3000);
    const { running, countersCommits } = await startWithSlowCounters([countersProjector], () => 0.1, { maxCommitMs: 'engine default' });
    expect(await running.waitFor(3000)).toBe(true);

    // Before any measure 0.15 ms per write is assumed (667 writes, checked every 128 events), then 0.1 ms is measured
    // (1,000 writes); a 30 ms budget would have made them 256 and 384. A loaded machine can only make the measure
    // larger (the process descheduled during the slow commit), so the second commit can come out smaller, not larger.
    const [first, second] = countersCommits();
    expect(first).toBe(768);
    expect(second).toBeGreaterThan(384);
    expect(second).toBeLessThanOrEqual(1024);
  });

  it('commits in a turn of the event loop of its own, not at the end of a slice of applying events', async () => {
    await appendCounters(2000);
    const { trace, stop } = traceTurns();
    const tracedCounters = defineProjector({
      ...countersProjector,
      handlers: {
        ...countersProjector.handlers,
        Counted: async (event: StoredEvent<{ index: number }>, context) => {
          trace.push('apply');
          await countersProjector.handlers.Counted(event, context);
        },
      },
    });
    const { running } = await startWithSlowCounters([tracedCounters], () => 0.1, { trace });
    expect(await running.waitFor(2000)).toBe(true);
    stop();

    const commits = trace.filter((entry) => entry === 'commit');
    expect(commits.length).toBeGreaterThan(5);
    expect(trace.filter((entry, index) => entry === 'commit' && trace[index - 1] === 'apply')).toEqual([]);
  });
});
