/** Count one call's billable minutes in its client's period, against the plan's limit at the time of counting. */
export interface CountCallMinutes {
  type: 'CountCallMinutes';
  data: { clientId: string; period: string; callId: string; minutes: number; minutesLimit: number };
}

export type UsageCommand = CountCallMinutes;
