import { type RateLimitCounter, SlidingWindowLimit } from '@receptionist/rate-limit';
import { TooManyRequestsError } from '@receptionist/contracts';

export const TEST_CALLS_WINDOW_MS = 60_000;
export const TOO_MANY_TEST_CALLS = 'Too many test calls. Please wait a minute, then try again.';

/** Per-user limit on the dashboard's test calls (each one writes events and a call log), shared by every instance. */
export class TestCallLimit {
  private readonly limit: SlidingWindowLimit;

  /** `perMinute`: TEST_CALLS_PER_MINUTE (Config.calls, 10 by default). */
  constructor(counter: RateLimitCounter, perMinute: number) {
    this.limit = new SlidingWindowLimit(counter, perMinute, TEST_CALLS_WINDOW_MS);
  }

  /** Throws TOO_MANY_REQUESTS once the user has recorded the allowed number of test calls in the last minute. */
  async take(userId: string): Promise<void> {
    if (!(await this.limit.tryTake(`test-call:${userId}`))) throw new TooManyRequestsError(TOO_MANY_TEST_CALLS);
  }
}
