export interface ShortQueryLimits {
  /** A run under this many milliseconds is short. */
  shortMs: number;
  /** This many short runs in a row in a worker, and the shape runs on the calling thread from then on. */
  shortRunsToTrust: number;
  /** An inline run over this many milliseconds sends the shape back to the workers. */
  longMs: number;
  /** Shapes remembered at most (the generated queries have far fewer; a flood of new ones starts over). */
  maxShapes: number;
}

/**
 * Chosen with `npm run bench:queries` (1M events, 8 callers): at 2 ms / 8 ms inline work held the event loop (p99 40
 * ms); at 0.5 ms / 2 ms first pages stayed in the workers and cost more CPU; 1 ms / 3 ms did best (docs/scale-out.md).
 */
export const SHORT_QUERY_LIMITS: ShortQueryLimits = { shortMs: 1, shortRunsToTrust: 5, longMs: 3, maxShapes: 1_000 };

/**
 * Which query shapes (SQL text; the parameters vary) are short enough to run on the calling thread. A worker costs a
 * short query more than it saves: the message, a copy of the rows, a second page cache (a first page of 50 rows goes
 * from 3.8 to 6 ms of API CPU). So a shape runs in the workers until its last few runs there were all short, then
 * inline; the first inline run that turns out long (its cost depends on the parameters, or the data grew) sends it
 * back to the workers, so the event loop is held at most once, for `longMs` or so, before the shape is trusted again.
 */
export class ShortQueryShapes {
  private readonly shortRuns = new Map<string, number>();

  constructor(private readonly limits: ShortQueryLimits = SHORT_QUERY_LIMITS) {}

  runsInline(sql: string): boolean {
    return (this.shortRuns.get(sql) ?? 0) >= this.limits.shortRunsToTrust;
  }

  /** How long a run took, in a worker or inline. */
  ran(sql: string, milliseconds: number, inline: boolean): void {
    if (inline) {
      if (milliseconds > this.limits.longMs) this.shortRuns.delete(sql);
      return;
    }
    if (milliseconds >= this.limits.shortMs) {
      this.shortRuns.delete(sql);
      return;
    }
    if (!this.shortRuns.has(sql) && this.shortRuns.size >= this.limits.maxShapes) this.shortRuns.clear();
    this.shortRuns.set(sql, (this.shortRuns.get(sql) ?? 0) + 1);
  }
}
