import { randomUUID } from 'node:crypto';
import { DuplicateEventIdError, InvalidEventIdError } from './event-store.errors';
import type { EventFilter, EventMetadata, NewEvent, StoredEvent } from './event-store.port';

/** A new event with every default filled in, ready to be written by an adapter. */
export interface PreparedEvent {
  eventId: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

/**
 * Fills in what the caller left out: a uuid per event, `occurredAt` = now, `correlationId` = the id of the first event
 * of the append (so one command's events correlate), `causationId` and `actorId` = null.
 */
export function prepareNewEvents(events: readonly NewEvent[], now = new Date(), stream = ''): PreparedEvent[] {
  const occurredAt = now.toISOString();
  const eventIds = events.map((event) => event.eventId ?? randomUUID());
  const seen = new Set<string>();
  for (const eventId of eventIds) {
    if (!isUuid(eventId)) throw new InvalidEventIdError(eventId);
    const key = eventId.toLowerCase();
    if (seen.has(key)) throw new DuplicateEventIdError(stream, eventId);
    seen.add(key);
  }
  return events.map((event, index) => ({
    eventId: eventIds[index],
    type: event.type,
    data: event.data,
    metadata: {
      actorId: event.metadata?.actorId ?? null,
      correlationId: event.metadata?.correlationId ?? eventIds[0],
      causationId: event.metadata?.causationId ?? null,
      occurredAt: event.metadata?.occurredAt ?? occurredAt,
    },
  }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID in its canonical 8-4-4-4-12 hex form, any version, any case. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** True when the event passes the filter; an absent or empty list does not restrict. */
export function matchesEventFilter(event: Pick<StoredEvent, 'type' | 'stream'>, filter: EventFilter | undefined): boolean {
  const types = filter?.types ?? [];
  const prefixes = filter?.streamPrefixes ?? [];
  return (types.length === 0 || types.includes(event.type)) && (prefixes.length === 0 || prefixes.some((prefix) => event.stream.startsWith(prefix)));
}
