import type { EventStore, StoredEvent } from '@receptionist/event-store';

/** Events read from the store per round trip while filling a page. */
const READ_BATCH = 500;
/**
 * Events one page looks at before it answers with what it found and a cursor to go on from: a filter that matches
 * little (text, an actor) costs a bounded time per request; "Load more" reads on.
 */
export const EVENT_LOG_SCAN_MAX = 5_000;

/** What the explorer filters on; checked by the caller. Types and stream prefix go to the store, the rest is matched while reading. */
export interface EventLogQuery {
  types: readonly string[];
  streamPrefix: string | null;
  actorId: string | null;
  correlationId: string | null;
  eventId: string | null;
  /** ISO-8601 instants. */
  from: string | null;
  to: string | null;
  /** Lower-case text looked for in the event data. */
  text: string | null;
}

export interface EventLogPage {
  events: StoredEvent[];
  /** The position to read on from (older events); null when the log holds no older match. */
  nextBefore: number | null;
}

/** One page of the global log newest first, before `before` (a position from the previous page; null: the head). */
export async function readEventLogPage(eventStore: EventStore, query: EventLogQuery, before: number | null, size: number): Promise<EventLogPage> {
  if (!eventStore.readBackward) throw new Error('This event store cannot be read backwards');
  const matches = (event: StoredEvent) =>
    (!query.actorId || event.metadata.actorId === query.actorId) &&
    (!query.correlationId || event.metadata.correlationId === query.correlationId) &&
    (!query.eventId || event.eventId === query.eventId) &&
    (!query.to || event.metadata.occurredAt <= query.to) &&
    (!query.text || JSON.stringify(event.data).toLowerCase().includes(query.text));
  const filter = { types: query.types.length ? query.types : undefined, streamPrefixes: query.streamPrefix ? [query.streamPrefix] : undefined };
  const events: StoredEvent[] = [];
  let cursor = before ?? undefined;
  for (let scanned = 0; scanned < EVENT_LOG_SCAN_MAX;) {
    const page = await eventStore.readBackward({ before: cursor, limit: READ_BATCH, filter });
    for (const event of page) {
      // The log is in time order: past `from`, nothing older matches.
      if (query.from && event.metadata.occurredAt < query.from) return { events, nextBefore: null };
      cursor = event.position;
      if (matches(event)) events.push(event);
      if (events.length === size) return { events, nextBefore: event.position };
    }
    if (page.length < READ_BATCH) return { events, nextBefore: null };
    scanned += page.length;
  }
  return { events, nextBefore: cursor ?? null };
}
