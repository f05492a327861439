import type { EventStore } from '@receptionist/event-store';
import { openOperationalStore } from '@receptionist/identity-application';
import { personalDataCodec, readableEventStore } from '../event-upcasters';

/**
 * A stored-events adapter as the product reads it, with the subjects' keys of the operational store the
 * configuration names (for tools, benches and tests; the API builds its own from the same parts). Closing it closes both.
 */
export async function openReadableEventStore(stored: EventStore, keyStore: Parameters<typeof openOperationalStore>[0]): Promise<EventStore> {
  const operationalStore = await openOperationalStore(keyStore);
  const store = readableEventStore(stored, personalDataCodec(operationalStore.subjectKeys));
  return { ...store, close: async () => Promise.all([store.close(), operationalStore.close()]).then(() => undefined) };
}
