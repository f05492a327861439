import type { UsageThreshold } from '@receptionist/contracts';

export interface UsageMinutesCounted {
  type: 'UsageMinutesCounted';
  data: { client_id: string; period: string; call_id: string; minutes: number };
}

/** The client's minutes in the period reached a warning threshold (80 or 100 percent of the plan's minutes). */
export interface UsageThresholdReached {
  type: 'UsageThresholdReached';
  data: { client_id: string; period: string; threshold: UsageThreshold; minutes_used: number; minutes_limit: number };
}

export type UsageEvent = UsageMinutesCounted | UsageThresholdReached;

export const USAGE_STREAM_PREFIX = 'usage-';

/** One stream per client and period (calendar month, UTC). */
export function usageStream(clientId: string, period: string): string {
  return `${USAGE_STREAM_PREFIX}${clientId}-${period}`;
}
