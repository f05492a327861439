import type { CallLogged } from '@receptionist/calls-domain';
import type { StoredEvent } from '@receptionist/event-store';
import { defineProjector } from '@receptionist/projections';

export const CALL_LOGS = 'call_logs';

/** One call; id = call id (`<client id>:<call key>`), `created_at` = when it was logged. */
export type CallLogDoc = { [field: string]: unknown; id: string; created_at: string } & Omit<CallLogged['data'], 'call_id'>;

export const callLogsProjector = defineProjector({
  name: CALL_LOGS,
  version: 1,
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
      const { call_id, ...fields } = data;
      context.put(CALL_LOGS, { id: call_id, ...fields, created_at: metadata.occurredAt });
    },
  },
});
