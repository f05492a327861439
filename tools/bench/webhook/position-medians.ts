import { percentile } from '../leads/latency-stats';

/**
 * The median latency of the first `window` calls and of the last `window` calls, over every run (one run: the
 * latencies of one client-month's calls in order).
 */
export function positionMedians(runs: readonly (readonly number[])[], window: number): { first: number; last: number } {
  const first = runs.flatMap((run) => run.slice(0, window));
  const last = runs.flatMap((run) => run.slice(Math.max(0, run.length - window)));
  return { first: percentile(first, 50), last: percentile(last, 50) };
}
