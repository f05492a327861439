import { periodOf, TEST_CALL_TYPE } from '@receptionist/contracts';
import type { CallDetails } from './call.events';

// The period itself is shared (contracts): clients shows this period's minutes too.
export { periodOf };

/** The period's first instant (inclusive) and the next period's first instant (exclusive), as ISO strings. */
export function periodBounds(period: string): { start: string; end: string } {
  const [year, month] = period.split('-').map(Number);
  return { start: new Date(Date.UTC(year, month - 1, 1)).toISOString(), end: new Date(Date.UTC(year, month, 1)).toISOString() };
}

/** Minutes a call counts against the plan: each call rounded up to whole minutes; test calls count nothing. */
export function billableMinutes(call: Pick<CallDetails, 'callType' | 'durationSeconds'>): number {
  return call.callType === TEST_CALL_TYPE ? 0 : Math.ceil(call.durationSeconds / 60);
}

/**
 * Minutes expected by the period's end if calls continue at the pace so far: used minutes scaled by the elapsed
 * share of the period, rounded up. A past period's forecast is what was used.
 */
export function forecastMinutes(minutesUsed: number, period: string, now: Date): number {
  const { start, end } = periodBounds(period);
  const total = Date.parse(end) - Date.parse(start);
  const elapsed = Math.min(total, Math.max(0, now.getTime() - Date.parse(start)));
  if (elapsed >= total) return minutesUsed;
  const shareElapsed = Math.max(elapsed / total, 1 / 31 / 24);
  return Math.ceil(minutesUsed / shareElapsed);
}
