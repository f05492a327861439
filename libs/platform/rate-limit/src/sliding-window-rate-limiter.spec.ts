import { SlidingWindowRateLimiter } from './sliding-window-rate-limiter';

describe('SlidingWindowRateLimiter', () => {
  it('allows the limit per key in any window span, also across a fixed-window boundary', () => {
    let now = 59_000;
    const limiter = new SlidingWindowRateLimiter(2, 60_000, () => now);
    expect([limiter.tryTake('a'), limiter.tryTake('a')]).toEqual([true, true]);
    now = 61_000;
    expect(limiter.tryTake('a')).toBe(false);
    expect(limiter.tryTake('b')).toBe(true);
    now = 119_000;
    expect(limiter.tryTake('a')).toBe(true);
    expect(limiter.tryTake('a')).toBe(true);
    expect(limiter.tryTake('a')).toBe(false);
  });

  it('does not count refused hits', () => {
    let now = 0;
    const limiter = new SlidingWindowRateLimiter(1, 1_000, () => now);
    expect(limiter.tryTake('a')).toBe(true);
    now = 900;
    expect(limiter.tryTake('a')).toBe(false);
    now = 1_000;
    expect(limiter.tryTake('a')).toBe(true);
  });
});
