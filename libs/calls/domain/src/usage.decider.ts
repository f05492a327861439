import { USAGE_WARNING_THRESHOLDS } from '@receptionist/contracts';
import type { Decider } from '@receptionist/domain-kit';
import type { UsageCommand } from './usage.commands';
import type { UsageEvent } from './usage.events';
import { evolveUsage, INITIAL_USAGE_STATE, type UsageState } from './usage.state';

export const usageDecider: Decider<UsageCommand, UsageState, UsageEvent> = {
  initialState: INITIAL_USAGE_STATE,
  evolve: evolveUsage,
  /** A call is counted once; a threshold is reported once per period, when the count first reaches it. */
  decide({ data: command }, state) {
    if (command.minutes <= 0 || state.countedCallIds.includes(command.callId)) return [];
    const { clientId, period, callId, minutes, minutesLimit } = command;
    const minutesUsed = state.minutesUsed + minutes;
    const events: UsageEvent[] = [{ type: 'UsageMinutesCounted.v2', data: { clientId, period, callId, minutes } }];
    for (const threshold of USAGE_WARNING_THRESHOLDS) {
      if (state.thresholdsReached.includes(threshold) || minutesUsed * 100 < threshold * minutesLimit) continue;
      events.push({ type: 'UsageThresholdReached.v2', data: { clientId, period, threshold, minutesUsed, minutesLimit } });
    }
    return events;
  },
};
