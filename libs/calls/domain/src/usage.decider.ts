import { USAGE_WARNING_THRESHOLDS, type UsageThreshold } from '@receptionist/contracts';
import type { UsageEvent } from './usage.events';

/** Count one call's billable minutes in its client's period, against the plan's limit at the time of counting. */
export interface CountCallMinutes {
  kind: 'CountCallMinutes';
  clientId: string;
  period: string;
  callId: string;
  minutes: number;
  minutesLimit: number;
}

export interface UsageState {
  countedCallIds: readonly string[];
  minutesUsed: number;
  thresholdsReached: readonly UsageThreshold[];
}

/**
 * The state of a usage stream from its running totals (a snapshot kept by the usage read model). It lists no counted
 * calls, so it may only decide on a call that was logged after the totals were read: any count of that call is then
 * in the events after the snapshot, which are folded onto this state (handleCommand's `snapshot`).
 */
export function usageStateFromTotals(minutesUsed: number, thresholdsReached: readonly UsageThreshold[]): UsageState {
  return { countedCallIds: [], minutesUsed, thresholdsReached };
}

export const usageDecider = {
  initialState: { countedCallIds: [], minutesUsed: 0, thresholdsReached: [] } as UsageState,
  evolve(state: UsageState, event: UsageEvent): UsageState {
    if (event.type === 'UsageMinutesCounted') {
      return { ...state, countedCallIds: [...state.countedCallIds, event.data.call_id], minutesUsed: state.minutesUsed + event.data.minutes };
    }
    return { ...state, thresholdsReached: [...state.thresholdsReached, event.data.threshold] };
  },
  /** A call is counted once; a threshold is reported once per period, when the count first reaches it. */
  decide(command: CountCallMinutes, state: UsageState): UsageEvent[] {
    if (command.minutes <= 0 || state.countedCallIds.includes(command.callId)) return [];
    const { clientId: client_id, period } = command;
    const minutesUsed = state.minutesUsed + command.minutes;
    const events: UsageEvent[] = [{ type: 'UsageMinutesCounted', data: { client_id, period, call_id: command.callId, minutes: command.minutes } }];
    for (const threshold of USAGE_WARNING_THRESHOLDS) {
      if (state.thresholdsReached.includes(threshold) || minutesUsed * 100 < threshold * command.minutesLimit) continue;
      events.push({ type: 'UsageThresholdReached', data: { client_id, period, threshold, minutes_used: minutesUsed, minutes_limit: command.minutesLimit } });
    }
    return events;
  },
};
