import type { EventStore, StoredEvent } from '../event-store.port';
import { mappedSubscription } from '../mapped-subscription';
import type { PersonalDataCodec } from './personal-data-codec';

/**
 * The event store with personal data sealed at rest: appends seal the values the rules name with their subject's
 * key, every read opens them (or shows "Erased" once the subject is erased). Positions, ids and filters pass through.
 */
export function protectingEventStore(store: EventStore, codec: PersonalDataCodec): EventStore {
  const open = async (event: StoredEvent): Promise<StoredEvent> => {
    const data = await codec.open(event.data);
    return data === event.data ? event : { ...event, data };
  };
  return {
    kind: store.kind,
    append: async (stream, events, expectedRevision) => store.append(stream, await codec.sealEvents(stream, events), expectedRevision),
    appendBatch: store.appendBatch
      ? async (appends) => {
          const sealed = await codec.sealAppends(appends);
          return (await store.appendBatch?.(appends.map((batch, index) => ({ ...batch, events: sealed[index] })))) ?? [];
        }
      : undefined,
    bulkLoad: store.bulkLoad?.bind(store),
    readStream: async (stream, options) => Promise.all((await store.readStream(stream, options)).map(open)),
    readAll(options) {
      const source = store.readAll(options);
      return (async function* () {
        for await (const event of source) yield await open(event);
      })();
    },
    readBackward: store.readBackward ? async (options) => Promise.all(((await store.readBackward?.(options)) ?? []).map(open)) : undefined,
    subscribe: (options) => mappedSubscription(store.subscribe(options), open),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
  };
}
