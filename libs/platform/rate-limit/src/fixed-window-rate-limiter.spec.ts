import { FixedWindowRateLimiter } from './fixed-window-rate-limiter';

describe('FixedWindowRateLimiter', () => {
  it('allows the limit per key and window, then refuses until the next window', () => {
    let now = 1_000;
    const limiter = new FixedWindowRateLimiter(2, 60_000, () => now);
    expect([limiter.tryTake('a'), limiter.tryTake('a'), limiter.tryTake('a')]).toEqual([true, true, false]);
    expect(limiter.tryTake('b')).toBe(true);
    now += 60_000;
    expect(limiter.tryTake('a')).toBe(true);
  });

  it('drops the counts of a passed window', () => {
    let now = 0;
    const limiter = new FixedWindowRateLimiter(2, 60_000, () => now);
    for (let index = 0; index < 100; index++) limiter.tryTake(`10.0.0.${index}`);
    now += 60_000;
    limiter.tryTake('10.0.0.1');
    expect(limiter.trackedKeys).toBe(1);
  });

  it('keeps memory bounded against a flood of rotating addresses: new keys past the cap share one bucket', () => {
    const limiter = new FixedWindowRateLimiter(2, 60_000, () => 0, 3);
    expect(['a', 'b', 'c'].map((key) => limiter.tryTake(key))).toEqual([true, true, true]);
    const flood = Array.from({ length: 100_000 }, (_, index) => limiter.tryTake(`2001:db8::${index.toString(16)}`));
    expect(flood.filter(Boolean)).toHaveLength(2);
    expect(limiter.trackedKeys).toBe(4);
    expect([limiter.tryTake('a'), limiter.tryTake('a')]).toEqual([true, false]);
  });
});
