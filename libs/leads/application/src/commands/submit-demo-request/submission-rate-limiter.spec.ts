import { SubmissionRateLimiter } from './submission-rate-limiter';

describe('SubmissionRateLimiter', () => {
  it('allows the limit per IP in a window, then refuses until the next window', () => {
    let now = 0;
    const limiter = new SubmissionRateLimiter(2, 1000, () => now);
    expect([limiter.tryTake('a'), limiter.tryTake('a'), limiter.tryTake('a'), limiter.tryTake('b')]).toEqual([true, true, false, true]);
    now = 1000;
    expect(limiter.tryTake('a')).toBe(true);
  });
});
