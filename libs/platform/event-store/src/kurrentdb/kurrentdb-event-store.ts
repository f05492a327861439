import {
  BACKWARDS,
  END,
  jsonEvent,
  KurrentDBClient,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type JSONType,
} from '@kurrent/kurrentdb-client';
import { matchesEventFilter, prepareNewEvents } from '../event-envelope';
import { WrongExpectedRevisionError } from '../event-store.errors';
import type {
  AppendResult,
  EventStore,
  EventSubscription,
  ExpectedRevision,
  NewEvent,
  ReadAllOptions,
  StoredEvent,
  SubscribeOptions,
} from '../event-store.port';
import { actualRevision, toReadPosition, toServerFilter, toStoredEvent, toStreamState } from './kurrentdb-mapping';

export interface KurrentDbEventStoreOptions {
  /** e.g. `kurrentdb://localhost:2113?tls=false` */
  connectionString: string;
}

/** The production event store: a thin mapping of the port onto KurrentDB, which dedupes appends by event id itself. */
export class KurrentDbEventStore implements EventStore {
  readonly kind = 'kurrentdb';
  private readonly client: KurrentDBClient;

  constructor({ connectionString }: KurrentDbEventStoreOptions) {
    this.client = KurrentDBClient.connectionString(connectionString);
  }

  async append(stream: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new RangeError('append needs at least one event');
    const payload = prepareNewEvents(events).map((event) =>
      jsonEvent({ id: event.eventId, type: event.type, data: (event.data ?? null) as JSONType, metadata: { ...event.metadata } }),
    );
    try {
      const result = await this.client.appendToStream(stream, payload, { streamState: toStreamState(expectedRevision) });
      const revision = Number(result.nextExpectedRevision);
      const position = result.position ? Number(result.position.commit) : await this.positionOf(stream, revision);
      return { revision, position };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new WrongExpectedRevisionError(stream, expectedRevision, actualRevision(error.actualState));
      }
      throw error;
    }
  }

  async readStream(stream: string, options: { fromRevision?: number } = {}): Promise<StoredEvent[]> {
    const events: StoredEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(stream, { fromRevision: BigInt(options.fromRevision ?? 0) })) {
        const event = toStoredEvent(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  /** `batchSize` does not apply: the server streams the events. */
  async *readAll({ from, to, filter }: ReadAllOptions = {}): AsyncIterable<StoredEvent> {
    const resolvedEvents = this.client.readAll({ fromPosition: toReadPosition(from), filter: toServerFilter(filter) });
    for await (const resolved of resolvedEvents) {
      const event = toStoredEvent(resolved);
      if (!event || (from !== undefined && event.position <= from) || !matchesEventFilter(event, filter)) continue;
      if (to !== undefined && event.position > to) return;
      yield event;
    }
  }

  subscribe({ from, filter }: SubscribeOptions = {}): EventSubscription {
    const subscription = this.client.subscribeToAll({ fromPosition: toReadPosition(from), filter: toServerFilter(filter) });
    return {
      async *[Symbol.asyncIterator]() {
        for await (const resolved of subscription) {
          const event = toStoredEvent(resolved);
          if (event && (from === undefined || event.position > from) && matchesEventFilter(event, filter)) yield event;
        }
      },
      close: () => subscription.unsubscribe(),
    };
  }

  async headPosition(): Promise<number> {
    for await (const resolved of this.client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1, filter: toServerFilter(undefined) })) {
      return toStoredEvent(resolved)?.position ?? 0;
    }
    return 0;
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  /** An idempotent (repeated) append may come back without a position: look it up. */
  private async positionOf(stream: string, revision: number): Promise<number> {
    const [event] = await this.readStream(stream, { fromRevision: revision });
    return event?.position ?? 0;
  }
}
