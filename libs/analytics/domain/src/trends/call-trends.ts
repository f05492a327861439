import { CALL_OUTCOMES, TEST_CALL_TYPE } from '@receptionist/contracts';
import type { LoggedCall } from './stored-events';

/** The outcome columns of the calls-per-day series; calls the platform reported without an outcome count as `unknown`. */
export const CALL_TREND_OUTCOMES = [...CALL_OUTCOMES, 'unknown'] as const;
export type CallTrendOutcome = (typeof CALL_TREND_OUTCOMES)[number];

/** What one call adds to its day: nothing for the owner's in-browser test calls; billed minutes are whole minutes, rounded up. */
export function callContribution(call: LoggedCall): { day: string; outcome: CallTrendOutcome; minutes: number } | null {
  if (call.callType === TEST_CALL_TYPE) return null;
  const outcome = (CALL_TREND_OUTCOMES as readonly string[]).includes(call.outcome ?? '') ? (call.outcome as CallTrendOutcome) : 'unknown';
  return { day: call.startedAt.slice(0, 10), outcome, minutes: Math.ceil(Math.max(0, call.durationSeconds) / 60) };
}
