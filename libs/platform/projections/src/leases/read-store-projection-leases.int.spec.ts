import { ReadStoreFencedError } from '@receptionist/read-store';
import { isLeaseLost } from './projection-leases.port';
import { ReadStoreProjectionLeases } from './read-store-projection-leases';
import { ProjectionRunner } from '../projection-runner';
import { countersProjector } from '../testing/example-projectors';
import { counted, TestStores } from '../testing/projection-test-stores';

describe('Projection leases on the embedded read store', () => {
  jest.setTimeout(30_000);
  let stores: TestStores;
  const leasesAt = (clock: () => number) => new ReadStoreProjectionLeases(stores.readStore, clock);

  beforeEach(() => (stores = new TestStores()));
  afterEach(() => stores.close());

  it('one holder at a time: renewals keep the epoch, a takeover after the lease lapsed raises it', async () => {
    let now = 1_000_000;
    const leases = leasesAt(() => now);
    await leases.init();
    expect(await leases.acquire('counters', 'a', 10_000)).toEqual({ name: 'counters', holder: 'a', epoch: 1 });
    expect(await leases.acquire('counters', 'b', 10_000)).toBeNull();
    now += 9_000;
    expect(await leases.acquire('counters', 'a', 10_000)).toEqual({ name: 'counters', holder: 'a', epoch: 1 });
    now += 9_000;
    expect(await leases.acquire('counters', 'b', 10_000)).toBeNull();
    now += 1_001;
    expect(await leases.acquire('counters', 'b', 10_000)).toEqual({ name: 'counters', holder: 'b', epoch: 2 });
    expect(await leases.acquire('counters', 'a', 10_000)).toBeNull();
    expect(await leases.list()).toEqual([{ name: 'counters', holder: 'b', epoch: 2, expiresAt: now + 10_000 }]);
  });

  it("refuses a stale leader's commit: its epoch is checked in the commit's own transaction, nothing is written", async () => {
    let now = 1_000_000;
    const leases = leasesAt(() => now);
    await stores.readStore.defineCollection({ name: 'counters_v1' });
    const stale = await leases.acquire('counters', 'a', 10_000);
    now += 20_000;
    const current = await leases.acquire('counters', 'b', 10_000);
    if (!stale || !current) throw new Error('leases not taken');

    // The build commits under its own checkpoint key; the commit names the projector's lease, as the engine does.
    const write = (id: string) => ({ kind: 'put' as const, collection: 'counters_v1', doc: { id, count: 1 } });
    const commit = (id: string, leaseEpoch: number) =>
      stores.readStore.commit({ writes: [write(id)], checkpoint: { projector: 'counters_v1_x', position: 5, leaseEpoch, lease: 'counters' } });
    const refused = await commit('stale', stale.epoch).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ReadStoreFencedError);
    expect(isLeaseLost(refused)).toBe(true);
    expect(await stores.readStore.collection('counters_v1').get('stale')).toBeNull();
    expect(await stores.readStore.checkpoint('counters_v1_x')).toBe(0);

    await commit('current', current.epoch);
    expect(await stores.readStore.collection('counters_v1').get('current')).toMatchObject({ count: 1 });
  });

  it('a leader whose lease was taken over while it worked writes nothing more and stops leading', async () => {
    const leases = leasesAt(Date.now);
    const runner = new ProjectionRunner({
      eventStore: stores.eventStore,
      readStore: stores.readStore,
      projectors: [countersProjector],
      leases,
      leaseTtlMs: 60_000,
      pollIntervalMs: 50,
    });
    await runner.start();
    try {
      const first = await stores.eventStore.append('counter-a', [counted(0)], 'no_stream');
      expect(await runner.waitFor(first.position)).toBe(true);
      expect(runner.led()).toEqual(['counters']);

      // Another process whose clock says the lease lapsed takes it over; the runner has not noticed yet.
      const usurper = leasesAt(() => Date.now() + 120_000);
      expect(await usurper.acquire('counters', 'standby', 60_000)).toMatchObject({ epoch: 2 });
      const second = await stores.eventStore.append('counter-a', [counted(1)], 0);

      for (let attempt = 0; attempt < 500 && runner.led().length > 0; attempt++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(runner.led()).toEqual([]);
      expect(await runner.collection('counters').get('counter-a')).toMatchObject({ count: 1 });
      expect(await runner.waitFor(second.position, { timeoutMs: 300 })).toBe(false);
    } finally {
      await runner.stop();
    }
  });
});
