import {
  BACKWARDS,
  END,
  FORWARDS,
  jsonEvent,
  KurrentDBClient,
  MaxAppendSizeExceededError,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type Filter,
  type JSONType,
  type Position,
} from '@kurrent/kurrentdb-client';
import { matchesEventFilter, prepareNewEvents, type PreparedEvent } from '../event-envelope';
import { EventStoreUnavailableError, EventTooLargeError, WrongExpectedRevisionError } from '../event-store.errors';
import type * as port from '../event-store.port';
import { type Backoff, DEFAULT_BACKOFF, delayFor, isTransient, messageOf, sleep } from './kurrentdb-errors';
import { actualRevision, serverPosition, toReadPosition, toServerFilter, toStoredEvent, toStreamState } from './kurrentdb-mapping';
import { inScope, PRODUCT_STREAM_PREFIXES, scopedPrefixes } from './kurrentdb-scope';
import { ResubscribingSubscription } from './kurrentdb-subscription';

export interface KurrentDbEventStoreOptions {
  /** e.g. `kurrentdb://localhost:2113?tls=false` */
  connectionString?: string;
  /** An already built client (tests); otherwise one is built from `connectionString`. */
  client?: KurrentDBClient;
  /** The streams this product owns (default PRODUCT_STREAM_PREFIXES); nothing else is read or written. */
  streamPrefixes?: readonly string[];
  /** Server's append limit in bytes (KurrentDB `MaxAppendSize`, default 1 MiB): larger appends fail before sending. */
  maxAppendBytes?: number;
  /** Waits between reconnection attempts (subscriptions, reads, appends). */
  backoff?: Backoff;
  /** Attempts of one read page or one append before EventStoreUnavailableError (subscriptions never give up). */
  maxAttempts?: number;
}

const DEFAULT_PAGE = 500;
export const KURRENTDB_MAX_APPEND_BYTES = 1024 * 1024;

type ServerRead = { kind: 'nothing' } | { kind: 'read'; serverFilter: Filter; filter: port.EventFilter };

/**
 * The production event store: the port mapped onto KurrentDB. See README.md ("KurrentDB") for what the server does
 * differently from SQLite (sparse positions, narrower idempotency, 1 MiB appends) and how this adapter makes up for it.
 */
export class KurrentDbEventStore implements port.EventStore {
  readonly kind = 'kurrentdb';
  private readonly client: KurrentDBClient;
  private readonly scope: readonly string[];
  private readonly maxAppendBytes: number;
  private readonly backoff: Backoff;
  private readonly maxAttempts: number;
  private readonly subscriptions = new Set<port.EventSubscription>();

  constructor(options: KurrentDbEventStoreOptions) {
    if (!options.client && !options.connectionString) throw new Error('KurrentDbEventStore needs a connectionString');
    this.client = options.client ?? KurrentDBClient.connectionString(options.connectionString as string);
    this.scope = options.streamPrefixes ?? PRODUCT_STREAM_PREFIXES;
    this.maxAppendBytes = options.maxAppendBytes ?? KURRENTDB_MAX_APPEND_BYTES;
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.maxAttempts = options.maxAttempts ?? 6;
  }

  /**
   * Retries keep the ORIGINAL expected revision and event ids: that is the only form in which the server recognises
   * a repeat (its idempotency check compares the ids at expected+1.. with the new ones). A conflict whose ids are all
   * already in the stream is a retry that already succeeded: its original result is returned. With `any` and
   * caller-given ids the server dedupes only "best effort" (client types/index.d.ts, StreamState), so the stream is
   * searched for the ids first.
   */
  async append(stream: string, events: readonly port.NewEvent[], expectedRevision: port.ExpectedRevision): Promise<port.AppendResult> {
    if (events.length === 0) throw new RangeError('append needs at least one event');
    if (!inScope(stream, this.scope)) throw new RangeError(`Stream ${stream} is outside this product's streams (${this.scope.join(', ')})`);
    const prepared = prepareNewEvents(events, new Date(), stream);
    const payload = prepared.map((event) =>
      jsonEvent({ id: event.eventId, type: event.type, data: (event.data ?? null) as JSONType, metadata: { ...event.metadata } }),
    );
    const bytes = appendBytes(prepared);
    if (bytes > this.maxAppendBytes) throw new EventTooLargeError(stream, bytes, this.maxAppendBytes);
    const callerGaveIds = events.some((event) => event.eventId !== undefined);
    if (expectedRevision === 'any' && callerGaveIds) {
      const earlier = await this.earlierAppendOf(stream, prepared);
      if (earlier) return earlier;
    }
    const streamState = toStreamState(expectedRevision);
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await this.client.appendToStream(stream, payload, { streamState });
        const revision = Number(result.nextExpectedRevision);
        const position = result.position ? Number(result.position.commit) : await this.positionOf(stream, revision);
        return { revision, position };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          const earlier = await this.earlierAppendOf(stream, prepared);
          if (earlier) return earlier;
          throw new WrongExpectedRevisionError(stream, expectedRevision, actualRevision(error.actualState));
        }
        if (error instanceof MaxAppendSizeExceededError) throw new EventTooLargeError(stream, bytes, Number(error.maxAppendSize));
        if (!isTransient(error)) throw error;
        if (attempt >= this.maxAttempts) throw new EventStoreUnavailableError(`append to ${stream} failed: ${messageOf(error)}`, { cause: error });
        await sleep(delayFor(attempt, this.backoff));
        if (expectedRevision === 'any') {
          const earlier = await this.earlierAppendOf(stream, prepared);
          if (earlier) return earlier;
        }
      }
    }
  }

  async readStream(stream: string, options: { fromRevision?: number } = {}): Promise<port.StoredEvent[]> {
    if (!inScope(stream, this.scope)) return [];
    const events: port.StoredEvent[] = [];
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

  /**
   * Fixes the head first, then reads bounded pages (`batchSize` events, one `readAll` with `maxCount` each, read to its
   * end before any event is handed out), each from the server position of the last event of the page before. So no
   * server read is open while the caller holds an event, and breaking out leaves nothing behind. A caller's `from`
   * that the server refuses (inside a record) is read from the start, skipping events up to it.
   */
  async *readAll({ from, to, filter, batchSize = DEFAULT_PAGE }: port.ReadAllOptions = {}): AsyncIterable<port.StoredEvent> {
    const read = this.serverRead(filter);
    if (read.kind === 'nothing') return;
    const head = await this.headPosition();
    const upTo = Math.min(to ?? Number.MAX_SAFE_INTEGER, head);
    let after = from ?? 0;
    if (after >= upTo) return;
    let cursor: Position | typeof START = toReadPosition(from);
    let cursorFromServer = cursor === START;
    for (;;) {
      let page: AllStreamResolvedEvent[];
      try {
        page = await this.readPage(cursor, batchSize, read.serverFilter);
      } catch (error) {
        if (cursorFromServer || isTransient(error) || error instanceof EventStoreUnavailableError) throw error;
        cursor = START;
        cursorFromServer = true;
        continue;
      }
      for (const resolved of page) {
        const event = toStoredEvent(resolved);
        if (event && event.position > upTo) return;
        if (event && event.position > after && matchesEventFilter(event, read.filter)) yield event;
      }
      const last = page.length > 0 ? serverPosition(page[page.length - 1]) : undefined;
      if (page.length < batchSize || !last || Number(last.commit) >= upTo) return;
      // The next page starts AT this event (forward reads include their start): skip it by position.
      after = Math.max(after, Number(last.commit));
      cursor = last;
      cursorFromServer = true;
    }
  }

  subscribe({ from, filter }: port.SubscribeOptions = {}): port.EventSubscription {
    const read = this.serverRead(filter);
    if (read.kind === 'nothing') return idleSubscription();
    const subscription = new ResubscribingSubscription({
      client: this.client,
      from,
      filter: read.filter,
      serverFilter: read.serverFilter,
      backoff: this.backoff,
    });
    this.subscriptions.add(subscription);
    const close = subscription.close.bind(subscription);
    subscription.close = async () => {
      this.subscriptions.delete(subscription);
      await close();
    };
    return subscription;
  }

  /** Newest first: up to `limit` events before `before` (a position this store returned; omitted: the head) that pass the filter. */
  async readBackward({ before, limit, filter }: port.ReadBackwardOptions): Promise<port.StoredEvent[]> {
    const read = this.serverRead(filter);
    if (read.kind === 'nothing' || (before !== undefined && before <= 0)) return [];
    const found: port.StoredEvent[] = [];
    let cursor: Position | typeof END = before === undefined ? END : (toReadPosition(before) as Position);
    for (;;) {
      const from = cursor;
      const page = await this.withRetries('read the log backwards', () =>
        collect(this.client.readAll({ fromPosition: from, direction: BACKWARDS, maxCount: limit + 1, filter: read.serverFilter })),
      );
      for (const resolved of page) {
        const event = toStoredEvent(resolved);
        if (event && (before === undefined || event.position < before) && matchesEventFilter(event, read.filter)) found.push(event);
        if (found.length === limit) return found;
      }
      const last = page.length > 0 ? serverPosition(page[page.length - 1]) : undefined;
      // A short page is the start of the log; a page that ends where it began would repeat itself.
      if (page.length <= limit || !last || (from !== END && last.commit === from.commit)) return found;
      cursor = last;
    }
  }

  /** Position of this product's newest event (0 when none). */
  async headPosition(): Promise<number> {
    const read = this.serverRead(undefined);
    if (read.kind === 'nothing') return 0;
    const [newest] = await this.withRetries('read the head', () =>
      collect(this.client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1, filter: read.serverFilter })),
    );
    return newest ? (toStoredEvent(newest)?.position ?? 0) : 0;
  }

  /** Ends this store's subscriptions first (they would otherwise retry on a disposed client), then the client. */
  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    await this.client.dispose();
  }

  /** What to ask the server for, and what to check on our side, for a filter within this product's streams. */
  private serverRead(filter: port.EventFilter | undefined): ServerRead {
    const prefixes = scopedPrefixes(filter?.streamPrefixes, this.scope);
    if (prefixes.length === 0) return { kind: 'nothing' };
    return { kind: 'read', serverFilter: toServerFilter(filter, prefixes), filter: { types: filter?.types, streamPrefixes: prefixes } };
  }

  private readPage(cursor: Position | typeof START, maxCount: number, filter: Filter): Promise<AllStreamResolvedEvent[]> {
    return this.withRetries('read $all', () => collect(this.client.readAll({ fromPosition: cursor, direction: FORWARDS, maxCount, filter })));
  }

  private async withRetries<T>(what: string, operation: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await operation();
      } catch (error) {
        if (!isTransient(error)) throw error;
        if (attempt >= this.maxAttempts) throw new EventStoreUnavailableError(`${what} failed: ${messageOf(error)}`, { cause: error });
        await sleep(delayFor(attempt, this.backoff));
      }
    }
  }

  /** The stream's events with these ids, when ALL are there: the retried append's original result. */
  private async earlierAppendOf(stream: string, events: readonly PreparedEvent[]): Promise<port.AppendResult | undefined> {
    const wanted = new Set(events.map((event) => event.eventId.toLowerCase()));
    let last: port.StoredEvent | undefined;
    let found = 0;
    try {
      for await (const resolved of this.client.readStream(stream, { fromRevision: END, direction: BACKWARDS })) {
        const event = toStoredEvent(resolved);
        if (!event || !wanted.has(event.eventId.toLowerCase())) continue;
        last ??= event;
        if (++found === wanted.size) break;
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return undefined;
      throw error;
    }
    return last && found === wanted.size ? { revision: last.revision, position: last.position } : undefined;
  }

  /** An idempotent (repeated) append comes back without a position: look it up. */
  private async positionOf(stream: string, revision: number): Promise<number> {
    const [event] = await this.readStream(stream, { fromRevision: revision });
    return event?.position ?? 0;
  }
}

/** Bytes of an append as the server counts them, near enough: data and metadata JSON, type and id. */
function appendBytes(events: readonly PreparedEvent[]): number {
  return events.reduce(
    (sum, event) =>
      sum + Buffer.byteLength(JSON.stringify(event.data ?? null)) + Buffer.byteLength(JSON.stringify(event.metadata)) + event.type.length + 64,
    0,
  );
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

function idleSubscription(): port.EventSubscription {
  let closed = false;
  let wake!: () => void;
  const closedSignal = new Promise<void>((resolve) => (wake = resolve));
  return {
    [Symbol.asyncIterator]: () => ({
      next: async (): Promise<IteratorResult<port.StoredEvent>> => {
        await closedSignal;
        return { done: true, value: undefined };
      },
    }),
    async close() {
      closed = true;
      wake();
    },
    status: () => ({ state: closed ? 'closed' : 'live', attempts: 0 }),
  };
}
