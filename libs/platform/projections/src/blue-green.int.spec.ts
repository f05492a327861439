import type { StoredEvent } from '@receptionist/event-store';
import { defineProjector } from './projector';
import { readProjectorStates } from './projector-state.store';
import { ProjectionRunner } from './projection-runner';
import { countersProjector } from './testing/example-projectors';
import { counted } from './testing/projection-test-stores';
import { runnerOnFreshStores } from './testing/runner-on-fresh-stores';

/** Version 2 of the counters: a different document shape, and a handler that waits until the test opens the gate. */
function gatedCountersV2() {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const projector = defineProjector({
    ...countersProjector,
    version: 2,
    handlers: {
      Counted: async (event: StoredEvent<{ index: number }>, context) => {
        await gate;
        const counter = await context.get<{ id: string; total: number }>('counters', event.stream);
        context.put('counters', { id: event.stream, total: (counter?.total ?? 0) + 1 });
      },
    },
  });
  return { projector, open };
}

describe('ProjectionRunner blue/green versions', () => {
  const fresh = runnerOnFreshStores();
  const startRunner = (projector = countersProjector) => fresh.start({ projectors: [projector] });

  it('builds a new version beside the old one, which queries read until the new one has caught up', async () => {
    await fresh.stores.eventStore.append('counter-a', [counted(0), counted(1)], 'no_stream');
    const v1 = await startRunner();
    expect(await v1.waitFor(2)).toBe(true);
    await v1.stop();

    const { projector, open } = gatedCountersV2();
    const v2 = await startRunner(projector);
    expect(v2.status()[0]).toMatchObject({ version: 2, activeVersion: 1, status: 'rebuilding' });
    expect(await v2.collection('counters').get('counter-a')).toEqual({ id: 'counter-a', count: 2, last: 1 });
    expect(await v2.waitFor(2, { timeoutMs: 100 })).toBe(false);
    expect((await fresh.stores.readStore.listCollections()).sort()).toEqual(['counters_v1', 'counters_v2', 'projector_state']);

    open();
    expect(await v2.waitFor(2)).toBe(true);
    expect(v2.status()[0]).toMatchObject({ version: 2, activeVersion: 2, status: 'live', position: 2 });
    expect(await v2.collection('counters').get('counter-a')).toEqual({ id: 'counter-a', total: 2 });
    expect((await fresh.stores.readStore.listCollections()).sort()).toEqual(['counters_v2', 'projector_state']);
    const [recorded] = await readProjectorStates(fresh.stores.readStore);
    expect(recorded).toMatchObject({ active: { version: 2 }, building: null });
  });

  it('after the switch, a restart of the same version resumes instead of rebuilding', async () => {
    await fresh.stores.eventStore.append('counter-a', [counted(0)], 'no_stream');
    await (await startRunner()).stop();
    const first = gatedCountersV2();
    first.open();
    const v2 = await startRunner(first.projector);
    expect(await v2.waitFor(1)).toBe(true);
    await v2.stop();

    await fresh.stores.eventStore.append('counter-a', [counted(1)], 0);
    const second = gatedCountersV2();
    second.open();
    const restarted = await startRunner(second.projector);
    expect(restarted.status()[0]).toMatchObject({ activeVersion: 2, status: 'catching-up' });
    expect(await restarted.waitFor(2)).toBe(true);
    expect(await restarted.collection('counters').get('counter-a')).toEqual({ id: 'counter-a', total: 2 });
  });

  it('resumes an interrupted build of the new version where it stopped', async () => {
    await fresh.stores.eventStore.append('counter-a', [counted(0), counted(1), counted(2)], 'no_stream');
    await (await startRunner()).stop();
    const interrupted = gatedCountersV2();
    const building = await startRunner(interrupted.projector);
    const stopping = building.stop();
    interrupted.open();
    await stopping;
    const [{ building: interruptedBuild }] = await readProjectorStates(fresh.stores.readStore);
    const interruptedAt = building.status()[0].position;
    expect(interruptedAt).toBeGreaterThan(0);
    expect(interruptedAt).toBeLessThan(3);

    const resumed = gatedCountersV2();
    resumed.open();
    const v2 = await startRunner(resumed.projector);
    expect(v2.status()[0]).toMatchObject({ status: 'rebuilding', activeVersion: 1, position: interruptedAt });
    expect((await readProjectorStates(fresh.stores.readStore))[0].building).toEqual(interruptedBuild);
    expect(await v2.waitFor(3)).toBe(true);
    expect(await v2.collection('counters').get('counter-a')).toEqual({ id: 'counter-a', total: 3 });
  });

  it('a reader in another process (ROLE=api) follows the switch made by the leader, without a restart', async () => {
    await fresh.stores.eventStore.append('counter-a', [counted(0), counted(1)], 'no_stream');
    const v1 = await startRunner();
    expect(await v1.waitFor(2)).toBe(true);
    await v1.stop();

    const { projector, open } = gatedCountersV2();
    const reader = new ProjectionRunner({
      eventStore: fresh.stores.eventStore,
      readStore: fresh.stores.openReadStore(),
      projectors: [projector],
      lead: false,
    });
    await reader.start();
    try {
      const leader = await startRunner(projector);
      expect(await reader.collection('counters').get('counter-a')).toEqual({ id: 'counter-a', count: 2, last: 1 });
      open();
      expect(await leader.waitFor(2)).toBe(true);
      expect(await reader.waitFor(2)).toBe(true);
      expect(await reader.collection('counters').get('counter-a')).toEqual({ id: 'counter-a', total: 2 });
    } finally {
      await reader.stop();
    }
  });
});
