import type { EventSubscription, StoredEvent } from './event-store.port';

/** The subscription with every delivered event passed through `map` (a read-path wrapper: upcasting, opening). */
export function mappedSubscription(
  subscription: EventSubscription,
  map: (event: StoredEvent) => StoredEvent | Promise<StoredEvent>,
): EventSubscription {
  return {
    close: () => subscription.close(),
    status: subscription.status?.bind(subscription),
    [Symbol.asyncIterator]() {
      const iterator = subscription[Symbol.asyncIterator]();
      return {
        next: async () => {
          const result = await iterator.next();
          return result.done ? result : { done: false, value: await map(result.value) };
        },
        return: async (value?: unknown) => (iterator.return ? iterator.return(value) : { done: true, value: undefined }),
      };
    },
  };
}
