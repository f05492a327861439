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
});
