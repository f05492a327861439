import type { SettingsChanged } from '@receptionist/clients-domain';
import type { StoredEvent } from '@receptionist/event-store';
import { defineProjector } from '@receptionist/projections';

export const SETTINGS_HISTORY = 'settings_history';

/** One audited setting change; id `<client id>:<revision in the client stream>`. */
export interface SettingsHistoryDoc {
  [field: string]: unknown;
  id: string;
  client_id: string;
  field: string;
  from: string | null;
  to: string | null;
  by: string | null;
  at: string;
  revision: number;
}

export const settingsHistoryProjector = defineProjector({
  name: SETTINGS_HISTORY,
  version: 1,
  collections: [{ name: SETTINGS_HISTORY, indexes: [{ fields: ['client_id', 'revision'] }] }],
  handlers: {
    'SettingsChanged.v2': ({ data, metadata, revision }: StoredEvent<SettingsChanged['data']>, context) => {
      const { clientId: client_id, field, from, to } = data;
      const by = data.by?.userId ?? null;
      context.put(SETTINGS_HISTORY, { id: `${client_id}:${revision}`, client_id, field, from, to, by, at: metadata.occurredAt, revision });
    },
  },
});
