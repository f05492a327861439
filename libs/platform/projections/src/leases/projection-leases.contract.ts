import type { ProjectionLeases } from './projection-leases.port';

const TTL_MS = 400;
const lapse = () => new Promise((resolve) => setTimeout(resolve, TTL_MS + 150));

/**
 * What every lease adapter must do, on the real clock of its store (MongoDB compares expiry with the server's `$$NOW`,
 * so no clock can be faked there). `open` gives fresh leases (an empty lease table) for each test.
 */
export function describeProjectionLeasesContract(name: string, open: () => Promise<ProjectionLeases & { close(): unknown }>): void {
  describe(`ProjectionLeases contract: ${name}`, () => {
    jest.setTimeout(20_000);
    let leases: ProjectionLeases & { close(): unknown };

    beforeEach(async () => {
      leases = await open();
      await leases.init();
    });
    afterEach(() => leases.close());

    it('one holder at a time; renewing keeps the epoch', async () => {
      expect(await leases.acquire('counters', 'a', TTL_MS)).toEqual({ name: 'counters', holder: 'a', epoch: 1 });
      expect(await leases.acquire('counters', 'b', TTL_MS)).toBeNull();
      expect(await leases.acquire('counters', 'a', TTL_MS)).toEqual({ name: 'counters', holder: 'a', epoch: 1 });
      expect(await leases.acquire('notes', 'b', TTL_MS)).toEqual({ name: 'notes', holder: 'b', epoch: 1 });
    });

    it('a lapsed lease is taken over with a higher epoch; the old holder cannot renew it', async () => {
      await leases.acquire('counters', 'a', TTL_MS);
      await lapse();
      expect(await leases.acquire('counters', 'b', TTL_MS)).toEqual({ name: 'counters', holder: 'b', epoch: 2 });
      expect(await leases.acquire('counters', 'a', TTL_MS)).toBeNull();
      expect((await leases.list()).map(({ name, holder, epoch }) => ({ name, holder, epoch }))).toEqual([{ name: 'counters', holder: 'b', epoch: 2 }]);
    });

    it('a released lease is free at once', async () => {
      const held = await leases.acquire('counters', 'a', 60_000);
      if (!held) throw new Error('not acquired');
      await leases.release(held);
      expect(await leases.acquire('counters', 'b', 60_000)).toEqual({ name: 'counters', holder: 'b', epoch: 2 });
    });

    it('of holders racing for a free or lapsed lease exactly one wins', async () => {
      const race = () => Promise.all(['a', 'b', 'c', 'd', 'e'].map((holder) => leases.acquire('counters', holder, TTL_MS)));
      const [first, ...others] = (await race()).filter(Boolean);
      expect(others).toHaveLength(0);
      await lapse();
      const winners = (await race()).filter(Boolean);
      expect(winners).toHaveLength(1);
      // A holder that takes its own lapsed lease back keeps the epoch: nobody else wrote in between.
      expect(winners[0]?.epoch).toBe(winners[0]?.holder === first?.holder ? 1 : 2);
    });

    it('the fence names the lease and its epoch', async () => {
      const held = await leases.acquire('counters', 'a', TTL_MS);
      if (!held) throw new Error('not acquired');
      expect(leases.fence(held)).toMatchObject({ kind: 'put', doc: { lease: 'counters', epoch: 1 } });
    });
  });
}
