import type { CallLogged } from '@receptionist/calls-domain';
import type { CallAgent, CallOutcome, CallSentiment, CallType } from '@receptionist/contracts';
import type { StoredEvent } from '@receptionist/event-store';
import { defineProjector } from '@receptionist/projections';

export const CALL_LOGS = 'call_logs';

/**
 * One call as the call log lists it; id = call id (`<client id>:<call key>`), `created_at` = when it was logged. No
 * transcript: the list never shows it, and it was most of the bytes a replay wrote (1–2 KB per call). The detail of
 * one call reads it from the call's own event stream (see loadCallDetail).
 */
export interface CallLogDoc {
  [field: string]: unknown;
  id: string;
  client_id: string;
  platform_call_id: string | null;
  caller_number: string;
  started_at: string;
  duration_seconds: number;
  outcome: CallOutcome | null;
  call_type: CallType;
  summary: string | null;
  sentiment: CallSentiment | null;
  topic: string | null;
  /** Absent on documents written before calls named their agent. */
  agent?: CallAgent | null;
  created_at: string;
}

export const callLogsProjector = defineProjector({
  name: CALL_LOGS,
  // 2: list documents without the transcript (the call detail reads it from the call's own stream).
  version: 2,
  collections: [
    {
      name: CALL_LOGS,
      // Every list is one client's calls newest first, maybe filtered by outcome or type: each index ends with started_at.
      indexes: [
        { fields: ['client_id', 'started_at'] },
        { fields: ['client_id', 'outcome', 'started_at'] },
        { fields: ['client_id', 'call_type', 'started_at'] },
      ],
      search: { digits: ['caller_number'] },
    },
  ],
  handlers: {
    'CallLogged.v3': ({ data, metadata }: StoredEvent<CallLogged['data']>, context) => {
      const doc: CallLogDoc = {
        id: data.callId,
        client_id: data.clientId,
        platform_call_id: data.platformCallId,
        caller_number: data.callerNumber,
        started_at: data.startedAt,
        duration_seconds: data.durationSeconds,
        outcome: data.outcome,
        call_type: data.callType,
        summary: data.summary,
        sentiment: data.sentiment,
        topic: data.topic,
        agent: data.agent,
        created_at: metadata.occurredAt,
      };
      context.put(CALL_LOGS, doc);
    },
  },
});
