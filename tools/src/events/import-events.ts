import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { EventStore, NewEvent, StoredEvent } from '@receptionist/event-store';

/** Consecutive events of one stream are appended together, up to this many at a time. */
const MAX_EVENTS_PER_APPEND = 500;

/**
 * Appends the events of an NDJSON export (one StoredEvent per line) to an empty store, in file order, keeping event
 * ids, types, data, metadata and streams. Streams' revisions match the export when it was complete; a filtered
 * export's streams are renumbered from 0. Positions are assigned by the store.
 */
export async function importEvents(eventStore: EventStore, file: string): Promise<number> {
  const head = await eventStore.headPosition();
  if (head > 0) throw new Error(`The event store is not empty (head position ${head}); import only restores into an empty store`);

  let stream = '';
  let pending: NewEvent[] = [];
  let count = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    await eventStore.append(stream, pending, 'any');
    count += pending.length;
    pending = [];
  };

  let lineNumber = 0;
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  for await (const line of lines) {
    lineNumber++;
    if (line.trim() === '') continue;
    const event = parseStoredEvent(line, lineNumber);
    if (event.stream !== stream || pending.length >= MAX_EVENTS_PER_APPEND) {
      await flush();
      stream = event.stream;
    }
    pending.push({ eventId: event.eventId, type: event.type, data: event.data, metadata: event.metadata });
  }
  await flush();
  return count;
}

function parseStoredEvent(line: string, lineNumber: number): StoredEvent {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    throw new Error(`Line ${lineNumber}: not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`Line ${lineNumber}: not a stored event object`);
  const invalid = invalidFields(value as Record<string, unknown>);
  if (invalid.length > 0) throw new Error(`Line ${lineNumber}: not a stored event (missing or invalid: ${invalid.join(', ')})`);
  return value as StoredEvent;
}

function invalidFields(event: Record<string, unknown>): string[] {
  const invalid = ['eventId', 'type', 'stream'].filter((field) => typeof event[field] !== 'string' || event[field] === '');
  if (!('data' in event)) invalid.push('data');
  if (typeof event.metadata !== 'object' || event.metadata === null) invalid.push('metadata');
  return invalid;
}
