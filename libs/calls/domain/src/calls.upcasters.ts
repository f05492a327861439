import { type SnakeCased, upcaster, type Upcaster } from '@receptionist/domain-kit';
import type { UsageThreshold } from '@receptionist/contracts';
import type { CallLogged } from './call.events';
import type { UsageMinutesCounted, UsageThresholdReached } from './usage.events';

/** `CallLogged.v2`: the call before it named its agent. Read only, never written. */
export type CallLoggedV2 = Omit<CallLogged['data'], 'agent'>;

/** `CallLogged` as main wrote it before `.v2`: the same fields, snake_case. Read only, never written. */
export type CallLoggedV1 = SnakeCased<CallLoggedV2>;

export const CALL_UPCASTERS: readonly Upcaster[] = [
  upcaster<CallLoggedV1, CallLoggedV2>('CallLogged', 'CallLogged.v2', (v1) => ({
    callId: v1.call_id,
    clientId: v1.client_id,
    platformCallId: v1.platform_call_id,
    callerNumber: v1.caller_number,
    startedAt: v1.started_at,
    durationSeconds: v1.duration_seconds,
    outcome: v1.outcome,
    callType: v1.call_type,
    transcript: v1.transcript,
    summary: v1.summary,
    sentiment: v1.sentiment,
    topic: v1.topic,
  })),
  upcaster<CallLoggedV2, CallLogged['data']>('CallLogged.v2', 'CallLogged.v3', (v2) => ({ ...v2, agent: null })),
  upcaster<{ client_id: string; period: string; call_id: string; minutes: number }, UsageMinutesCounted['data']>(
    'UsageMinutesCounted',
    'UsageMinutesCounted.v2',
    (v1) => ({
      clientId: v1.client_id,
      period: v1.period,
      callId: v1.call_id,
      minutes: v1.minutes,
    }),
  ),
  upcaster<
    { client_id: string; period: string; threshold: UsageThreshold; minutes_used: number; minutes_limit: number },
    UsageThresholdReached['data']
  >('UsageThresholdReached', 'UsageThresholdReached.v2', (v1) => ({
    clientId: v1.client_id,
    period: v1.period,
    threshold: v1.threshold,
    minutesUsed: v1.minutes_used,
    minutesLimit: v1.minutes_limit,
  })),
];
