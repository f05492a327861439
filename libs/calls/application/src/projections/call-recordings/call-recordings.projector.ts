import type { RecordingDeleted, RecordingFetchFailed, RecordingRequested, RecordingStored } from '@receptionist/calls-domain';
import type { StoredEvent } from '@receptionist/event-store';
import { defineProjector } from '@receptionist/projections';

export const CALL_RECORDINGS = 'call_recordings';
/** One document per client that has (had) a recording: its retention setting, as the sweeper reads it. */
export const RECORDING_CLIENTS = 'recording_clients';

/**
 * A call's recording on its way, kept in the blob store, or never received (id = call id, so it reaches the owner's
 * live room and the call details refresh); removed when the audio is deleted.
 */
export interface CallRecordingDoc {
  [field: string]: unknown;
  id: string;
  client_id: string;
  status: 'requested' | 'stored' | 'failed';
  blob_key: string | null;
  stored_at: string | null;
}

export interface RecordingClientDoc {
  [field: string]: unknown;
  id: string;
  /** The client's `recording_retention_days` setting as stored (null: never set, the default). */
  retention_days: string | null;
  /** When the client's personal data was erased: every recording stored by then goes (null: never). */
  erased_at: string | null;
}

const NEW_CLIENT = { retention_days: null, erased_at: null };

/** The stored type name and shape of the privacy erasure (libs/contexts/registry): subjects are stream names. */
interface PersonalDataErased {
  subjects: string[];
  erasedAt: string;
}

interface RetentionChanged {
  clientId: string;
  field: string;
  to: string | null;
}

/**
 * The recordings the retention sweeper may have to delete, each client's retention setting and erasure (read by their
 * stored type names, like call accounts).
 */
export const callRecordingsProjector = defineProjector({
  name: CALL_RECORDINGS,
  version: 1,
  collections: [{ name: CALL_RECORDINGS, indexes: [{ fields: ['client_id', 'status', 'stored_at'] }] }, { name: RECORDING_CLIENTS }],
  handlers: {
    RecordingRequested: ({ data }: StoredEvent<RecordingRequested['data']>, context) =>
      context.put(CALL_RECORDINGS, { id: data.callId, client_id: data.clientId, status: 'requested', blob_key: null, stored_at: null }),
    RecordingFetchFailed: ({ data }: StoredEvent<RecordingFetchFailed['data']>, context) =>
      context.put(CALL_RECORDINGS, { id: data.callId, client_id: data.clientId, status: 'failed', blob_key: null, stored_at: null }),
    RecordingStored: async ({ data }: StoredEvent<RecordingStored['data']>, context) => {
      context.put(CALL_RECORDINGS, { id: data.callId, client_id: data.clientId, status: 'stored', blob_key: data.blobKey, stored_at: data.storedAt });
      if (!(await context.get(RECORDING_CLIENTS, data.clientId))) context.put(RECORDING_CLIENTS, { id: data.clientId, ...NEW_CLIENT });
    },
    RecordingDeleted: ({ data }: StoredEvent<RecordingDeleted['data']>, context) => context.delete(CALL_RECORDINGS, data.callId),
    'SettingsChanged.v2': async ({ data, stream }: StoredEvent<RetentionChanged>, context) => {
      if (data.field !== 'recording_retention_days' || !stream.startsWith('client-')) return;
      const client = (await context.get<RecordingClientDoc>(RECORDING_CLIENTS, data.clientId)) ?? { id: data.clientId, ...NEW_CLIENT };
      context.put(RECORDING_CLIENTS, { ...client, retention_days: data.to });
    },
    PersonalDataErased: async ({ data }: StoredEvent<PersonalDataErased>, context) => {
      for (const subject of data.subjects) {
        if (!subject.startsWith('client-')) continue;
        const clientId = subject.slice('client-'.length);
        const client = (await context.get<RecordingClientDoc>(RECORDING_CLIENTS, clientId)) ?? { id: clientId, ...NEW_CLIENT };
        context.put(RECORDING_CLIENTS, { ...client, erased_at: data.erasedAt });
      }
    },
  },
});
