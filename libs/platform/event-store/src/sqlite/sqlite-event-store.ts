import type Database from 'better-sqlite3';
import { prepareNewEvents, type PreparedEvent } from '../event-envelope';
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
import { openEventLog } from './sqlite-event-log';
import { SqliteEventReader } from './sqlite-event-reader';
import { SqlitePollingSubscription } from './sqlite-polling-subscription';
import { WakeSignal } from './wake-signal';

export interface SqliteEventStoreOptions {
  /** Path of the SQLite file, shared safely by several processes; ':memory:' only for single-process tests. */
  file: string;
}

interface StoredPlace {
  stream: string;
  revision: number;
  position: number;
}

const DEFAULT_READ_BATCH = 1000;

/** The embedded event store: one SQLite table whose INTEGER PRIMARY KEY is the global position. */
export class SqliteEventStore implements EventStore {
  readonly kind = 'sqlite';
  private readonly db: Database.Database;
  private readonly reader: SqliteEventReader;
  private readonly appended = new WakeSignal();
  private readonly subscriptions = new Set<SqlitePollingSubscription>();
  private readonly currentRevision: Database.Statement<[string], number | null>;
  private readonly insert: Database.Statement<[string, number, string, string, string, string]>;
  private readonly placeOf: Database.Statement<[string], StoredPlace>;
  private readonly appendInTransaction: Database.Transaction<
    (stream: string, events: PreparedEvent[], expected: ExpectedRevision) => AppendResult
  >;

  constructor({ file }: SqliteEventStoreOptions) {
    this.db = openEventLog(file);
    this.reader = new SqliteEventReader(this.db);
    this.currentRevision = this.db
      .prepare<[string], number | null>('SELECT MAX(revision) FROM events WHERE stream = ?')
      .pluck();
    this.insert = this.db.prepare(
      'INSERT INTO events (stream, revision, event_id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.placeOf = this.db.prepare<[string], StoredPlace>(
      'SELECT stream, revision, position FROM events WHERE event_id = ?',
    );
    this.appendInTransaction = this.db.transaction((stream, events, expected) => {
      const actual = this.currentRevision.get(stream) ?? -1;
      if (!revisionMatches(expected, actual)) throw new WrongExpectedRevisionError(stream, expected, actual);
      let position = 0;
      events.forEach((event, index) => {
        const data = JSON.stringify(event.data ?? null);
        const metadata = JSON.stringify(event.metadata);
        position = Number(this.insert.run(stream, actual + 1 + index, event.eventId, event.type, data, metadata).lastInsertRowid);
      });
      return { revision: actual + events.length, position };
    });
  }

  async append(stream: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new RangeError('append needs at least one event');
    const prepared = prepareNewEvents(events);
    try {
      // IMMEDIATE takes the write lock up front, so concurrent writers queue on busy_timeout instead of failing.
      const result = this.appendInTransaction.immediate(stream, prepared, expectedRevision);
      this.appended.notify();
      return result;
    } catch (error) {
      const earlier = isConflict(error) ? this.earlierAppendOf(stream, prepared) : undefined;
      if (earlier) return earlier;
      throw error;
    }
  }

  async readStream(stream: string, options: { fromRevision?: number } = {}): Promise<StoredEvent[]> {
    return this.reader.stream(stream, options.fromRevision ?? 0);
  }

  /** Events up to `to`, or up to the head when the read starts (appends made while reading are not chased). */
  async *readAll({ from = 0, to, filter, batchSize = DEFAULT_READ_BATCH }: ReadAllOptions = {}): AsyncIterable<StoredEvent> {
    const upTo = Math.min(to ?? Number.MAX_SAFE_INTEGER, this.reader.head());
    let after = from;
    while (after < upTo) {
      const page = this.reader.page(after, upTo, filter, batchSize);
      yield* page;
      if (page.length < batchSize) return;
      after = page[page.length - 1].position;
    }
  }

  subscribe({ from = 0, filter }: SubscribeOptions = {}): EventSubscription {
    const subscription = new SqlitePollingSubscription(this.reader, this.appended, from, filter, (closed) =>
      this.subscriptions.delete(closed),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<number> {
    return this.reader.head();
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    this.db.close();
  }

  /** A retry of an append that already succeeded: every event id is stored, in this stream. */
  private earlierAppendOf(stream: string, events: PreparedEvent[]): AppendResult | undefined {
    const places = events.map((event) => this.placeOf.get(event.eventId));
    if (places.some((place) => place === undefined || place.stream !== stream)) return undefined;
    const last = (places as StoredPlace[]).reduce((latest, place) => (place.position > latest.position ? place : latest));
    return { revision: last.revision, position: last.position };
  }
}

function revisionMatches(expected: ExpectedRevision, actual: number): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return actual === -1;
  return expected === actual;
}

function isConflict(error: unknown): boolean {
  return (
    error instanceof WrongExpectedRevisionError ||
    (error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE')
  );
}
