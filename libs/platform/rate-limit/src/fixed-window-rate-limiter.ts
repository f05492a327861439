/** Distinct keys one window may track before new keys share one bucket. */
export const DEFAULT_MAX_TRACKED_KEYS = 50_000;
const OVERFLOW_KEY = '\u0000overflow';

/**
 * Allows `limit` hits per key in each fixed time window. Counts live in memory and are dropped when the window
 * turns over. Within a window at most `maxKeys` keys get their own count: past that, every new key (an attacker
 * rotating addresses) shares one overflow bucket, so memory stays bounded whatever the callers send.
 */
export class FixedWindowRateLimiter {
  private window = -1;
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys: number = DEFAULT_MAX_TRACKED_KEYS,
  ) {}

  tryTake(key: string): boolean {
    const window = Math.floor(this.now() / this.windowMs);
    if (window !== this.window) {
      this.window = window;
      this.counts.clear();
    }
    const bucket = this.counts.has(key) || this.counts.size < this.maxKeys ? key : OVERFLOW_KEY;
    const count = (this.counts.get(bucket) ?? 0) + 1;
    this.counts.set(bucket, count);
    return count <= this.limit;
  }

  /** How many counts are held in memory (at most maxKeys + 1). */
  get trackedKeys(): number {
    return this.counts.size;
  }
}
