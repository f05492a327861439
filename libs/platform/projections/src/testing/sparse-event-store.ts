import type { EventStore, EventSubscription, ReadAllOptions, StoredEvent, SubscribeOptions } from '@receptionist/event-store';

/** How far apart positions are: KurrentDB positions are byte offsets in its log, so consecutive events are far apart. */
const GAP = 1000;

/**
 * Delegates to a real event store but shows positions as KurrentDB does: sparse, and only positions the store returned
 * may be read from. Reading or subscribing from any other position fails as KurrentDB does (`InvalidPosition`), so a
 * caller that computes a position (`position - 1`) is caught.
 */
export class SparseEventStore implements EventStore {
  readonly kind: string;

  constructor(private readonly inner: EventStore) {
    this.kind = inner.kind;
  }

  append: EventStore['append'] = async (...args) => {
    const result = await this.inner.append(...args);
    return { ...result, position: result.position * GAP };
  };

  readStream: EventStore['readStream'] = async (...args) => (await this.inner.readStream(...args)).map(sparse);

  async *readAll(options: ReadAllOptions = {}): AsyncGenerator<StoredEvent> {
    const inner = this.inner.readAll({
      ...options,
      from: dense(options.from),
      to: options.to === undefined ? undefined : Math.floor(options.to / GAP),
    });
    for await (const event of inner) yield sparse(event);
  }

  subscribe(options: SubscribeOptions = {}): EventSubscription {
    const inner = this.inner.subscribe({ ...options, from: dense(options.from) });
    const events = (async function* () {
      for await (const event of inner) yield sparse(event);
    })();
    return { close: () => inner.close(), [Symbol.asyncIterator]: () => events };
  }

  headPosition = async () => (await this.inner.headPosition()) * GAP;

  /** The inner store is closed by its owner. */
  async close(): Promise<void> {
    return undefined;
  }
}

function sparse(event: StoredEvent): StoredEvent {
  return { ...event, position: event.position * GAP };
}

function dense(from: number | undefined): number | undefined {
  if (from === undefined || from === 0) return from;
  if (from % GAP !== 0) throw new Error(`InvalidPosition: ${from} is not the position of a record`);
  return from / GAP;
}
