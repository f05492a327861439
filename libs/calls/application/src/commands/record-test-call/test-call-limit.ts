import { SlidingWindowRateLimiter } from '@receptionist/rate-limit';
import { GraphQLError } from 'graphql';

export const TEST_CALLS_WINDOW_MS = 60_000;
export const TOO_MANY_TEST_CALLS = 'Too many test calls. Please wait a minute, then try again.';

/** Test calls one user may record per minute: TEST_CALLS_PER_MINUTE (a positive integer), 10 by default. */
export function testCallsPerMinute(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env['TEST_CALLS_PER_MINUTE']);
  return Number.isInteger(configured) && configured > 0 ? configured : 10;
}

/** Per-user limit on the dashboard's test calls: each one writes events and a call log with its transcript. */
export class TestCallLimit {
  private readonly limiter: SlidingWindowRateLimiter;

  constructor(perMinute = testCallsPerMinute(), now: () => number = Date.now) {
    this.limiter = new SlidingWindowRateLimiter(perMinute, TEST_CALLS_WINDOW_MS, now);
  }

  /** Throws TOO_MANY_REQUESTS once the user has recorded the allowed number of test calls in the last minute. */
  take(userId: string): void {
    if (!this.limiter.tryTake(userId)) throw new GraphQLError(TOO_MANY_TEST_CALLS, { extensions: { code: 'TOO_MANY_REQUESTS' } });
  }
}
