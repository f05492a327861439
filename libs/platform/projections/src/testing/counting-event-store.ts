import type { EventStore, EventSubscription, ReadAllOptions, StoredEvent, SubscribeOptions } from '@receptionist/event-store';

/**
 * Delegates to a real event store, counting the subscriptions opened and the events they deliver; the next
 * subscription can be made to fail after a number of events (a lost connection).
 */
export class CountingEventStore implements EventStore {
  readonly kind: string;
  subscriptions = 0;
  delivered = 0;
  failNextSubscriptionAfter: number | undefined;

  constructor(private readonly inner: EventStore) {
    this.kind = inner.kind;
  }

  append: EventStore['append'] = (...args) => this.inner.append(...args);
  readStream: EventStore['readStream'] = (...args) => this.inner.readStream(...args);
  readAll = (options?: ReadAllOptions) => this.inner.readAll(options);
  headPosition = () => this.inner.headPosition();

  subscribe(options?: SubscribeOptions): EventSubscription {
    this.subscriptions++;
    const inner = this.inner.subscribe(options);
    const failAfter = this.failNextSubscriptionAfter;
    this.failNextSubscriptionAfter = undefined;
    const events = this.count(inner, failAfter);
    return { close: () => inner.close(), [Symbol.asyncIterator]: () => events };
  }

  private async *count(inner: EventSubscription, failAfter: number | undefined): AsyncGenerator<StoredEvent> {
    let count = 0;
    for await (const event of inner) {
      if (failAfter !== undefined && count >= failAfter) throw new Error('subscription lost');
      count++;
      this.delivered++;
      yield event;
    }
  }

  /** The inner store is closed by its owner. */
  async close(): Promise<void> {
    return undefined;
  }
}
