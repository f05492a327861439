import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { type BatchAppend, type EventStore, type ExpectedRevision, isUuid, type NewEvent, type StoredEvent } from '@receptionist/event-store';

/** How appends are cut and grouped; the defaults depend on the store (see `importLimitsFor`). */
interface ImportLimits {
  /** Bytes (data + metadata JSON) of one append: KurrentDB refuses appends over 1 MiB. */
  maxAppendBytes: number;
  maxEventsPerAppend: number;
  /** Bytes handed to the store per transaction (`appendBatch`); stores without it get one append at a time. */
  maxBatchBytes: number;
  maxEventsPerBatch: number;
}

/** KurrentDB: under its 1 MiB `MaxAppendSize` with room for the envelope; SQLite: large transactions, one fsync each. */
function importLimitsFor(store: Pick<EventStore, 'kind'>): ImportLimits {
  return store.kind === 'kurrentdb'
    ? { maxAppendBytes: 900 * 1024, maxEventsPerAppend: 2_000, maxBatchBytes: 900 * 1024, maxEventsPerBatch: 2_000 }
    : { maxAppendBytes: 8 * 1024 * 1024, maxEventsPerAppend: 5_000, maxBatchBytes: 32 * 1024 * 1024, maxEventsPerBatch: 50_000 };
}

/**
 * Appends the events of an NDJSON export (one StoredEvent per line) to an empty store, in file order, keeping event
 * ids, types, data, metadata and streams. Consecutive events of one stream form one append (bounded by bytes and
 * count); appends are handed to the store in large batches (SQLite: one transaction each). Each append states the
 * revision the stream must be at (counted here, the store being empty at the start), so the store's idempotency
 * applies exactly. Streams' revisions match the export when it was complete; a filtered export's streams are
 * renumbered from 0. Positions are assigned by the store and never computed here.
 */
export async function importEvents(eventStore: EventStore, file: string, limits: ImportLimits = importLimitsFor(eventStore)): Promise<number> {
  const head = await eventStore.headPosition();
  if (head > 0) throw new Error(`The event store is not empty (head position ${head}); import only restores into an empty store`);
  return eventStore.bulkLoad ? eventStore.bulkLoad(() => appendExport(eventStore, file, limits)) : appendExport(eventStore, file, limits);
}

async function appendExport(eventStore: EventStore, file: string, limits: ImportLimits): Promise<number> {
  const lastRevision = new Map<string, number>();
  let batch: BatchAppend[] = [];
  let batchBytes = 0;
  let batchEvents = 0;
  let current: { stream: string; events: NewEvent[]; bytes: number } | undefined;
  let count = 0;

  const writeBatch = async () => {
    if (batch.length === 0) return;
    const appends = batch;
    batch = [];
    batchBytes = 0;
    batchEvents = 0;
    if (eventStore.appendBatch) await eventStore.appendBatch(appends);
    else for (const { stream, events, expectedRevision } of appends) await eventStore.append(stream, events, expectedRevision);
    count += appends.reduce((sum, append) => sum + append.events.length, 0);
  };
  const closeAppend = async () => {
    if (!current) return;
    const { stream, events, bytes } = current;
    current = undefined;
    const last = lastRevision.get(stream);
    const expectedRevision: ExpectedRevision = last === undefined ? 'no_stream' : last;
    lastRevision.set(stream, (last ?? -1) + events.length);
    if (batchBytes + bytes > limits.maxBatchBytes || batchEvents + events.length > limits.maxEventsPerBatch) await writeBatch();
    batch.push({ stream, events, expectedRevision });
    batchBytes += bytes;
    batchEvents += events.length;
  };

  let lineNumber = 0;
  const input = createReadStream(file, { encoding: 'utf8', highWaterMark: 1024 * 1024 });
  const lines = createInterface({ input, crlfDelay: Infinity });
  for await (const line of lines) {
    lineNumber++;
    if (line.trim() === '') continue;
    const event = parseStoredEvent(line, lineNumber);
    // The line's length bounds the event's data and metadata (plus a little envelope).
    const bytes = Buffer.byteLength(line);
    if (
      current &&
      (event.stream !== current.stream || current.events.length >= limits.maxEventsPerAppend || current.bytes + bytes > limits.maxAppendBytes)
    ) {
      await closeAppend();
    }
    current ??= { stream: event.stream, events: [], bytes: 0 };
    current.events.push({ eventId: event.eventId, type: event.type, data: event.data, metadata: event.metadata });
    current.bytes += bytes;
  }
  await closeAppend();
  await writeBatch();
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
  if (!isUuid((value as StoredEvent).eventId)) throw new Error(`Line ${lineNumber}: eventId is not a UUID`);
  return value as StoredEvent;
}

function invalidFields(event: Record<string, unknown>): string[] {
  const invalid = ['eventId', 'type', 'stream'].filter((field) => typeof event[field] !== 'string' || event[field] === '');
  if (!('data' in event)) invalid.push('data');
  if (typeof event.metadata !== 'object' || event.metadata === null) invalid.push('metadata');
  return invalid;
}
