import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import {
  type AppendResult,
  type BatchAppend,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  SqliteEventStore,
} from '@receptionist/event-store';
import { importEvents } from './import-events';

const line = (stream: string, data: unknown, eventId: string = randomUUID()) =>
  JSON.stringify({
    eventId,
    type: 'T',
    data,
    metadata: { actorId: null, correlationId: 'c', causationId: null, occurredAt: '2025-01-01T00:00:00.000Z' },
    stream,
    revision: 0,
    position: 0,
  });

/** Records what the importer hands to a store (the KurrentDB shape: no appendBatch). */
class RecordingStore implements Pick<EventStore, 'kind' | 'headPosition' | 'append'> {
  readonly appends: { stream: string; events: readonly NewEvent[]; expected: ExpectedRevision; bytes: number }[] = [];
  constructor(readonly kind: string) {}
  async headPosition() {
    return 0;
  }
  async append(stream: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const bytes = events.reduce((sum, event) => sum + JSON.stringify(event.data).length + JSON.stringify(event.metadata).length, 0);
    this.appends.push({ stream, events, expected, bytes });
    return { revision: 0, position: 0 };
  }
}

describe('importEvents', () => {
  let directory: string;
  beforeEach(() => (directory = mkdtempSync(join(tmpdir(), 'import-'))));
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('on KurrentDB cuts appends by bytes under the 1 MiB append limit, stating each stream revision', async () => {
    const file = join(directory, 'big.ndjson');
    const text = 'x'.repeat(100 * 1024);
    writeFileSync(
      file,
      [...Array.from({ length: 25 }, (_, index) => line('call-1', { index, text })), line('user-1', {}), line('call-1', { tail: true })].join('\n'),
    );
    const store = new RecordingStore('kurrentdb');

    await expect(importEvents(store as unknown as EventStore, file)).resolves.toBe(27);

    expect(store.appends.every((append) => append.bytes < 1024 * 1024)).toBe(true);
    expect(store.appends.filter((append) => append.stream === 'call-1').map((append) => append.events.length)).toEqual([8, 8, 8, 1, 1]);
    expect(store.appends.map((append) => append.expected)).toEqual(['no_stream', 7, 15, 23, 'no_stream', 24]);
  });

  it('on SQLite appends in large transactions: 3,000 events of 1,500 streams reach the store in one appendBatch', async () => {
    const file = join(directory, 'many.ndjson');
    writeFileSync(file, Array.from({ length: 3000 }, (_, index) => line(`call-${index % 1500}`, { index })).join('\n'));
    const store = new SqliteEventStore({ file: join(directory, 'events.db') });
    const batches: number[] = [];
    const appendBatch = store.appendBatch.bind(store);
    store.appendBatch = (appends: readonly BatchAppend[]) => {
      batches.push(appends.length);
      return appendBatch(appends);
    };
    try {
      await expect(importEvents(store, file)).resolves.toBe(3000);
      expect(batches).toEqual([3000]);
      expect((await store.readStream('call-7')).map((event) => event.revision)).toEqual([0, 1]);
      expect(await store.headPosition()).toBe(3000);
    } finally {
      await store.close();
    }
  });

  it('on an empty SQLite store writes each page once (no WAL copy to checkpoint) and leaves the log in WAL mode', async () => {
    const file = join(directory, 'many.ndjson');
    writeFileSync(file, Array.from({ length: 3000 }, (_, index) => line(`call-${index % 1500}`, { index, text: 'y'.repeat(500) })).join('\n'));
    const eventsFile = join(directory, 'events.db');
    const store = new SqliteEventStore({ file: eventsFile });
    const walBytes: number[] = [];
    const appendBatch = store.appendBatch.bind(store);
    store.appendBatch = async (appends: readonly BatchAppend[]) => {
      const results = await appendBatch(appends);
      walBytes.push(existsSync(`${eventsFile}-wal`) ? statSync(`${eventsFile}-wal`).size : 0);
      return results;
    };
    try {
      await expect(importEvents(store, file)).resolves.toBe(3000);
      expect(walBytes).toEqual([0]);
      await store.append(
        'call-1',
        [{ eventId: randomUUID(), type: 'After', data: {}, metadata: { actorId: null, correlationId: 'c', causationId: null } }],
        1,
      );
    } finally {
      await store.close();
    }
    const other = new Database(eventsFile, { readonly: true });
    try {
      expect(other.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(other.prepare('SELECT COUNT(*) FROM events').pluck().get()).toBe(3001);
    } finally {
      other.close();
    }
  });

  it('on a SQLite store another connection has open, imports all the same (in WAL mode)', async () => {
    const file = join(directory, 'few.ndjson');
    writeFileSync(file, Array.from({ length: 10 }, (_, index) => line(`call-${index}`, { index })).join('\n'));
    const eventsFile = join(directory, 'events.db');
    const store = new SqliteEventStore({ file: eventsFile });
    const reader = new SqliteEventStore({ file: eventsFile });
    try {
      await expect(reader.headPosition()).resolves.toBe(0);
      await expect(importEvents(store, file)).resolves.toBe(10);
      await expect(reader.headPosition()).resolves.toBe(10);
    } finally {
      await reader.close();
      await store.close();
    }
  });

  it('names the line of an event id that is not a UUID', async () => {
    const file = join(directory, 'bad-id.ndjson');
    writeFileSync(file, [line('user-1', {}), line('user-1', {}, 'e2')].join('\n'));
    const store = new SqliteEventStore({ file: join(directory, 'events.db') });
    try {
      await expect(importEvents(store, file)).rejects.toThrow('Line 2: eventId is not a UUID');
    } finally {
      await store.close();
    }
  });
});
