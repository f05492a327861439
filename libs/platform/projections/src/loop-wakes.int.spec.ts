import type { CommitRequest, ProjectionBatch, ReadStore } from '@receptionist/read-store';
import { ProjectionRunner } from './projection-runner';
import { PROJECTOR_STATE_COLLECTION } from './projector-state.store';
import { countersProjector } from './testing/example-projectors';
import { counted } from './testing/projection-test-stores';
import { runnerOnFreshStores } from './testing/runner-on-fresh-stores';

/** The read store, with `beforeCommit` run before each commit of a projector's state document. */
function onStateWrites(store: ReadStore, beforeCommit: (status: unknown) => Promise<void>): ReadStore {
  return new Proxy(store, {
    get(target, property) {
      if (property === 'commit') {
        return async (request: CommitRequest | ProjectionBatch) => {
          const writes = 'writes' in request ? request.writes : [];
          const state = writes.find((write) => write.kind === 'put' && write.collection === PROJECTOR_STATE_COLLECTION);
          if (state?.kind === 'put') await beforeCommit(state.doc.status);
          return target.commit(request);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('the projection loop', () => {
  const fresh = runnerOnFreshStores();

  it('keeps a wake that comes while it writes a state (not asleep), instead of sleeping a whole poll interval', async () => {
    const { eventStore, readStore } = fresh.stores;
    await eventStore.append('counter-a', [counted(0)], 'no_stream');
    const first = await fresh.start({ projectors: [countersProjector] });
    expect(await first.waitFor(1)).toBe(true);
    await first.stop();

    // Started on a caught-up store, the loop finds nothing to read and records "live": an append lands meanwhile.
    let appended: number | undefined;
    const store = onStateWrites(readStore, async (status) => {
      if (status !== 'live' || appended !== undefined) return;
      appended = (await eventStore.append('counter-a', [counted(1)], 0)).position;
      // Its wake reaches the loop while the state write is still under way.
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    const runner = fresh.stoppedAfterTest(
      new ProjectionRunner({ eventStore, readStore: store, projectors: [countersProjector], pollIntervalMs: 10_000 }),
    );
    await runner.start();
    while (appended === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await runner.waitFor(appended, { timeoutMs: 3000 })).toBe(true);
    expect(await runner.collection('counters').get('counter-a')).toEqual({ id: 'counter-a', count: 2, last: 1 });
  });
});
