import type { UsageThreshold } from '@receptionist/contracts';
import type { UsageEvent } from './usage.events';

export interface UsageState {
  countedCallIds: readonly string[];
  minutesUsed: number;
  thresholdsReached: readonly UsageThreshold[];
}

export const INITIAL_USAGE_STATE: UsageState = { countedCallIds: [], minutesUsed: 0, thresholdsReached: [] };

/**
 * The state of a usage stream from its running totals (a snapshot kept by the usage read model). It lists no counted
 * calls, so it may only decide on a call that was logged after the totals were read: any count of that call is then
 * in the events after the snapshot, which are folded onto this state (handleCommand's `snapshot`).
 */
export function usageStateFromTotals(minutesUsed: number, thresholdsReached: readonly UsageThreshold[]): UsageState {
  return { countedCallIds: [], minutesUsed, thresholdsReached };
}

export function evolveUsage(state: UsageState, event: UsageEvent): UsageState {
  if (event.type === 'UsageMinutesCounted.v2') {
    return { ...state, countedCallIds: [...state.countedCallIds, event.data.callId], minutesUsed: state.minutesUsed + event.data.minutes };
  }
  return { ...state, thresholdsReached: [...state.thresholdsReached, event.data.threshold] };
}
