import type { RateLimitCounter } from './rate-limit-counter';

/**
 * At most `limit` attempts per key in any `windowMs` span, across every process sharing the counter. The span is
 * estimated from two fixed windows: the current one's count plus the previous one's, weighted by how much of it
 * still lies within the span (so a burst at a window boundary cannot pass twice the limit).
 */
export class SlidingWindowLimit {
  constructor(
    private readonly counter: Pick<RateLimitCounter, 'hit' | 'count'>,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts the attempt; false when it goes over the limit. */
  async tryTake(key: string): Promise<boolean> {
    const now = this.now();
    const previous = await this.counter.count(key, this.windowMs, now - this.windowMs);
    const current = await this.counter.hit(key, this.windowMs, now);
    const previousShare = 1 - (now % this.windowMs) / this.windowMs;
    return previous * previousShare + current <= this.limit;
  }
}
