import type { UsageThreshold } from '@receptionist/contracts';

/** `.v2`: camelCase; the first (snake_case) shapes are still stored and read through `calls.upcasters.ts`. */
export interface UsageMinutesCounted {
  type: 'UsageMinutesCounted.v2';
  data: { clientId: string; period: string; callId: string; minutes: number };
}

/** The client's minutes in the period reached a warning threshold (80 or 100 percent of the plan's minutes). */
export interface UsageThresholdReached {
  type: 'UsageThresholdReached.v2';
  data: { clientId: string; period: string; threshold: UsageThreshold; minutesUsed: number; minutesLimit: number };
}

export type UsageEvent = UsageMinutesCounted | UsageThresholdReached;

export const USAGE_STREAM_PREFIX = 'usage-';

/** One stream per client and period (calendar month, UTC). */
export function usageStream(clientId: string, period: string): string {
  return `${USAGE_STREAM_PREFIX}${clientId}-${period}`;
}
