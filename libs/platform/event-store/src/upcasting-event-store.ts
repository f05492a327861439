import type { Upcaster } from '@receptionist/domain-kit';
import type { EventFilter, EventStore, ReadAllOptions, StoredEvent, SubscribeOptions } from './event-store.port';
import { mappedSubscription } from './mapped-subscription';

/**
 * The event store as every reader sees it: stored events of earlier shapes come out in their current shape (an
 * upcaster per old type name; chains such as v1 → v2 → v3 apply in turn). Nothing stored is rewritten: appends pass
 * through, and a filter on a current type also selects the old type names that upcast to it.
 */
export function upcastingEventStore(store: EventStore, upcasters: readonly Upcaster[]): EventStore {
  if (upcasters.length === 0) return store;
  const upcast = upcastEvent(upcasters);
  const olderNames = (type: string): string[] =>
    upcasters.filter((upcaster) => upcaster.to === type).flatMap((upcaster) => [upcaster.from, ...olderNames(upcaster.from)]);
  const widen = (filter: EventFilter | undefined): EventFilter | undefined =>
    filter?.types ? { ...filter, types: [...new Set(filter.types.flatMap((type) => [type, ...olderNames(type)]))] } : filter;

  const upcasting: EventStore = {
    kind: store.kind,
    append: (stream, events, expectedRevision) => store.append(stream, events, expectedRevision),
    appendBatch: store.appendBatch?.bind(store),
    bulkLoad: store.bulkLoad?.bind(store),
    readStream: async (stream, options) => (await store.readStream(stream, options)).map(upcast),
    readAll(options: ReadAllOptions = {}) {
      const source = store.readAll({ ...options, filter: widen(options.filter) });
      return (async function* () {
        for await (const event of source) yield upcast(event);
      })();
    },
    readBackward: store.readBackward
      ? async (options) => (await store.readBackward?.({ ...options, filter: widen(options.filter) }))?.map(upcast) ?? []
      : undefined,
    subscribe: (options: SubscribeOptions = {}) => mappedSubscription(store.subscribe({ ...options, filter: widen(options.filter) }), upcast),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
  };
  return upcasting;
}

/** A stored event in its current shape: the upcasters whose `from` is its type applied in turn (v1 → v2 → v3). */
export function upcastEvent(upcasters: readonly Upcaster[]): (event: StoredEvent) => StoredEvent {
  const byFrom = new Map(upcasters.map((upcaster) => [upcaster.from, upcaster]));
  if (byFrom.size !== upcasters.length) throw new Error('Two upcasters read the same stored type');
  return (event) => {
    let current = event;
    for (let upcaster = byFrom.get(current.type); upcaster; upcaster = byFrom.get(current.type)) {
      current = { ...current, type: upcaster.to, data: upcaster.upcast(current.data as never) };
    }
    return current;
  };
}
