/** One request of the bench: call `index` (1-based) of month `month`, and which measured window it belongs to. */
export interface ScheduledCall {
  month: number;
  index: number;
  window: 'first' | 'last' | null;
}

/**
 * The order of the bench's requests over `pairs + 1` client-months of `calls` calls. Load on a shared machine drifts
 * within seconds, so the last `window` calls of month k alternate with the first `window` calls of month k + 1: a
 * last-window sample and a first-window sample are always taken one request apart.
 */
export function* benchSchedule(pairs: number, calls: number, window: number): Generator<ScheduledCall> {
  for (let index = 1; index <= calls - window; index++) yield { month: 0, index, window: null };
  for (let month = 0; month < pairs; month++) {
    for (let step = 1; step <= window; step++) {
      yield { month, index: calls - window + step, window: 'last' };
      yield { month: month + 1, index: step, window: 'first' };
    }
    const next = month + 1;
    const end = next === pairs ? calls : calls - window;
    for (let index = window + 1; index <= end; index++) yield { month: next, index, window: null };
  }
}
