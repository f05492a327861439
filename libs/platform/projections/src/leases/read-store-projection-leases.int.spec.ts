import { LeaseLostError } from './projection-leases.port';
import { SqliteProjectionLeases } from './sqlite-projection-leases';
import { ProjectionRunner } from '../projection-runner';
import { countersProjector } from '../testing/example-projectors';
import { counted, TestStores } from '../testing/projection-test-stores';

describe('Projection leases on the embedded read store', () => {
  jest.setTimeout(30_000);
  let stores: TestStores;
  const opened: SqliteProjectionLeases[] = [];
  const leasesAt = (clock: () => number) => {
    const leases = new SqliteProjectionLeases(stores.readStore, stores.readFile, clock);
    opened.push(leases);
    return leases;
  };

  beforeEach(() => (stores = new TestStores()));
  afterEach(async () => {
    for (const leases of opened.splice(0)) leases.close();
    await stores.close();
  });

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

  it("refuses a stale leader's commit: the fence is checked in the commit's own transaction", async () => {
    let now = 1_000_000;
    const leases = leasesAt(() => now);
    await leases.init();
    await stores.readStore.defineCollection({ name: 'counters_v1' });
    const stale = await leases.acquire('counters', 'a', 10_000);
    now += 20_000;
    const current = await leases.acquire('counters', 'b', 10_000);
    if (!stale || !current) throw new Error('leases not taken');

    const write = (id: string) => ({ kind: 'put' as const, collection: 'counters_v1', doc: { id, count: 1 } });
    await expect(stores.readStore.commit({ projector: 'counters_v1_x', position: 5, writes: [write('stale'), leases.fence(stale)] })).rejects.toThrow(
      /projection lease lost/,
    );
    expect(await stores.readStore.collection('counters_v1').get('stale')).toBeNull();
    expect(await stores.readStore.checkpoint('counters_v1_x')).toBe(0);

    await stores.readStore.commit({ projector: 'counters_v1_x', position: 5, writes: [write('current'), leases.fence(current)] });
    expect(await stores.readStore.collection('counters_v1').get('current')).toMatchObject({ count: 1 });
    expect(new LeaseLostError('counters').message).toMatch(/taken over/);
  });

  it('a leader whose lease was taken over while it worked writes nothing more and stops leading', async () => {
    const leases = leasesAt(Date.now);
    const runner = new ProjectionRunner({ eventStore: stores.eventStore, readStore: stores.readStore, projectors: [countersProjector], leases, leaseTtlMs: 60_000, pollIntervalMs: 50 });
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
