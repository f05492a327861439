import type { ProjectionLeases } from './projection-leases.port';

const TTL_MS = 400;
const lapse = () => new Promise((resolve) => setTimeout(resolve, TTL_MS + 150));

/**
 * What projector leases must do over every read-store adapter, on the real clock. `open` gives fresh leases (an empty
 * read store) for each test.
 */
export function describeProjectionLeasesContract(name: string, open: () => Promise<{ leases: ProjectionLeases; close(): unknown }>): void {
  describe(`ProjectionLeases contract: ${name}`, () => {
    jest.setTimeout(20_000);
    let leases: ProjectionLeases;
    let close: () => unknown;

    beforeEach(async () => {
      ({ leases, close } = await open());
      await leases.init();
    });
    afterEach(() => close());

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
      expect((await leases.list()).map(({ name, holder, epoch }) => ({ name, holder, epoch }))).toEqual([
        { name: 'counters', holder: 'b', epoch: 2 },
      ]);
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
      // A lapsed lease changes epoch even when its last holder takes it back: that holder may have missed renewals.
      expect(first?.epoch).toBe(1);
      expect(winners[0]?.epoch).toBe(2);
    });
  });
}
