import type { EventStore, ReadAllOptions, StoredEvent } from '@receptionist/event-store';

/**
 * The event store as a build reads it, keeping the time of the latest event read (the build's progress: positions
 * are opaque, times are not) and ending every read once `stop()` was called.
 */
export class TimedEventStore implements EventStore {
  readonly kind: string;
  latestTime: number | null = null;
  private stopped = false;

  constructor(private readonly store: EventStore) {
    this.kind = store.kind;
  }

  stop(): void {
    this.stopped = true;
  }

  async *readAll(options?: ReadAllOptions): AsyncIterable<StoredEvent> {
    for await (const event of this.store.readAll(options)) {
      if (this.stopped) throw new Error('The as-of build was stopped');
      this.latestTime = Date.parse(event.metadata.occurredAt);
      yield event;
    }
  }

  append: EventStore['append'] = (...args) => this.store.append(...args);
  readStream: EventStore['readStream'] = (...args) => this.store.readStream(...args);
  subscribe: EventStore['subscribe'] = (...args) => this.store.subscribe(...args);
  headPosition: EventStore['headPosition'] = () => this.store.headPosition();
  close = (): Promise<void> => Promise.resolve();
}
