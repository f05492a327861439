/**
 * Allows `limit` hits per key in any `windowMs` span (a sliding log of the accepted hits' times), so a burst cannot
 * straddle a window boundary to get twice the limit. Refused hits are not recorded. Keys whose hits have all aged out
 * are dropped at most once per window, so memory stays bounded by the keys active in the last window × `limit`.
 */
export class SlidingWindowRateLimiter {
  private readonly hits = new Map<string, number[]>();
  private lastPurge: number;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.lastPurge = now();
  }

  tryTake(key: string): boolean {
    const now = this.now();
    this.purge(now);
    const recent = (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs);
    const allowed = recent.length < this.limit;
    if (allowed) recent.push(now);
    if (recent.length > 0) this.hits.set(key, recent);
    else this.hits.delete(key);
    return allowed;
  }

  private purge(now: number): void {
    if (now - this.lastPurge < this.windowMs) return;
    this.lastPurge = now;
    for (const [key, times] of this.hits) if (now - times[times.length - 1] >= this.windowMs) this.hits.delete(key);
  }
}
