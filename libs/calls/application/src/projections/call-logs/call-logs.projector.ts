import type { CallLogged } from '@receptionist/calls-domain';
import type { StoredEvent } from '@receptionist/event-store';
import { defineProjector } from '@receptionist/projections';

export const CALL_LOGS = 'call_logs';

/**
 * One call as the call log lists it; id = call id (`<client id>:<call key>`), `created_at` = when it was logged. No
 * transcript: the list never shows it, and it was most of the bytes a replay wrote (1–2 KB per call). The detail of
 * one call reads it from the call's own event stream (see loadCallDetail).
 */
export type CallLogDoc = { [field: string]: unknown; id: string; created_at: string } & Omit<CallLogged['data'], 'call_id' | 'transcript'>;

export const callLogsProjector = defineProjector({
  name: CALL_LOGS,
  // 2: list documents without the transcript (the call detail reads it from the call's own stream).
  version: 2,
  collections: [
    {
      name: CALL_LOGS,
      // Every list is one client's calls newest first, maybe filtered by outcome or type: each index ends with started_at.
      indexes: [{ fields: ['client_id', 'started_at'] }, { fields: ['client_id', 'outcome', 'started_at'] }, { fields: ['client_id', 'call_type', 'started_at'] }],
      search: { digits: ['caller_number'] },
    },
  ],
  handlers: {
    CallLogged: ({ data, metadata }: StoredEvent<CallLogged['data']>, context) => {
      const { call_id, transcript: _transcript, ...fields } = data;
      context.put(CALL_LOGS, { id: call_id, ...fields, created_at: metadata.occurredAt });
    },
  },
});
