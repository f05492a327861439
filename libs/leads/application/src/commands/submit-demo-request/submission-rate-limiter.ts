/**
 * Counts submissions per client IP in fixed windows; the counts of a window are dropped when it ends, so memory is
 * bounded by the addresses seen in one window.
 */
export class SubmissionRateLimiter {
  private window = -1;
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  tryTake(ip: string): boolean {
    const window = Math.floor(this.now() / this.windowMs);
    if (window !== this.window) {
      this.window = window;
      this.counts.clear();
    }
    const count = (this.counts.get(ip) ?? 0) + 1;
    this.counts.set(ip, count);
    return count <= this.limit;
  }
}
