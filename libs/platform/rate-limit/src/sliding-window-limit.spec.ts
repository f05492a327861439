import type { RateLimitCounter } from './rate-limit-counter';
import { SlidingWindowLimit } from './sliding-window-limit';

/** Fixed-window hit counts in a Map: what the operational stores keep, without a database. */
function countsInMemory(): Pick<RateLimitCounter, 'hit' | 'count'> {
  const counts = new Map<string, number>();
  const slot = (key: string, windowMs: number, nowMs: number) => `${key}@${nowMs - (nowMs % windowMs)}`;
  return {
    hit: async (key, windowMs, nowMs) => {
      const hits = (counts.get(slot(key, windowMs, nowMs)) ?? 0) + 1;
      counts.set(slot(key, windowMs, nowMs), hits);
      return hits;
    },
    count: async (key, windowMs, nowMs) => counts.get(slot(key, windowMs, nowMs)) ?? 0,
  };
}

/** A wall-clock instant on a window boundary. */
const T = 1_800_000_000_000;

describe('SlidingWindowLimit', () => {
  it('allows the limit per key, then refuses', async () => {
    const limit = new SlidingWindowLimit(countsInMemory(), 2, 60_000, () => T);
    expect([await limit.tryTake('a'), await limit.tryTake('a'), await limit.tryTake('a')]).toEqual([true, true, false]);
    expect(await limit.tryTake('b')).toBe(true);
  });

  it('does not let a burst straddling a window boundary through twice', async () => {
    let now = T + 59_000;
    const limit = new SlidingWindowLimit(countsInMemory(), 2, 60_000, () => now);
    expect([await limit.tryTake('a'), await limit.tryTake('a')]).toEqual([true, true]);
    now = T + 61_000;
    expect(await limit.tryTake('a')).toBe(false);
  });

  it('allows again once the previous window has slid out of the span', async () => {
    let now = T;
    const limit = new SlidingWindowLimit(countsInMemory(), 2, 60_000, () => now);
    await limit.tryTake('a');
    await limit.tryTake('a');
    now = T + 119_000;
    expect(await limit.tryTake('a')).toBe(true);
    now = T + 120_000;
    expect([await limit.tryTake('a'), await limit.tryTake('a')]).toEqual([true, false]);
  });
});
