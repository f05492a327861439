import { CLIENT_EVENT_TYPES, type ClientEvent, type ClientState, evolveClient, INITIAL_CLIENT_STATE } from '@receptionist/clients-domain';
import type { StoredEvent } from '@receptionist/event-store';
import { defineProjector, type ProjectionHandler } from '@receptionist/projections';

export const CLIENT_SNAPSHOTS = 'client_snapshots';

/**
 * A client stream folded up to `revision` (id = client id): the inbound-call answer starts from it and folds only the
 * events after it, so a client with years of settings edits is answered as fast as a new one, and still
 * read-your-writes (the tail is read from the event store).
 */
export interface ClientSnapshotDoc {
  [field: string]: unknown;
  id: string;
  revision: number;
  state: ClientState;
}

const fold: ProjectionHandler = async (event: StoredEvent<ClientEvent['data']>, context) => {
  const { clientId } = event.data;
  const doc = await context.get<ClientSnapshotDoc>(CLIENT_SNAPSHOTS, clientId);
  if (doc && doc.revision >= event.revision) return;
  const state = evolveClient(doc?.state ?? INITIAL_CLIENT_STATE, { type: event.type, data: event.data } as ClientEvent);
  context.put(CLIENT_SNAPSHOTS, { id: clientId, revision: event.revision, state });
};

export const clientSnapshotsProjector = defineProjector({
  name: CLIENT_SNAPSHOTS,
  version: 1,
  collections: [{ name: CLIENT_SNAPSHOTS }],
  handlers: Object.fromEntries(CLIENT_EVENT_TYPES.map((type) => [type, fold])),
});
