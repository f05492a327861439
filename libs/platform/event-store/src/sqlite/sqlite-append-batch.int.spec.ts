import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DuplicateEventIdError, WrongExpectedRevisionError } from '../event-store.errors';
import type { BatchAppend } from '../event-store.port';
import { newEvent, readAllToArray } from '../testing/event-store-test-helpers';
import { SqliteEventStore } from './sqlite-event-store';

const OCCURRED_AT = '2026-01-02T03:04:05.000Z';

/** The bulk path of events:import: many appends, one transaction. */
describe('SqliteEventStore.appendBatch', () => {
  let directory: string;
  let store: SqliteEventStore;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'event-store-batch-'));
    store = new SqliteEventStore({ file: join(directory, 'events.db') });
  });
  afterEach(async () => {
    await store.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const appendsOf = (count: number): BatchAppend[] =>
    Array.from({ length: count }, (_, index) => {
      // Every tenth append goes to one shared stream, which grows revision by revision inside the batch.
      const shared = index % 10 === 0;
      return {
        stream: shared ? 'shared' : `call-${index}`,
        events: [newEvent('CallLogged', { index, transcript: 'é ✓ "quoted"' }, { eventId: randomUUID(), metadata: { occurredAt: OCCURRED_AT } })],
        expectedRevision: shared ? (index === 0 ? 'no_stream' : index / 10 - 1) : 'no_stream',
      };
    });

  function rowsOf(file: string): unknown[] {
    const db = new Database(file, { readonly: true });
    try {
      return db.prepare('SELECT position, stream, revision, event_id, type, data, metadata FROM events ORDER BY position').all();
    } finally {
      db.close();
    }
  }

  it('stores exactly the rows one append at a time would store: same positions, revisions, ids and bytes', async () => {
    const appends = appendsOf(400);
    const results = await store.appendBatch(appends);

    const oneByOne = new SqliteEventStore({ file: join(directory, 'one-by-one.db') });
    const expected = [];
    for (const { stream, events, expectedRevision } of appends) expected.push(await oneByOne.append(stream, events, expectedRevision));
    await oneByOne.close();

    expect(results).toEqual(expected);
    expect(results.at(-1)).toEqual({ revision: 0, position: 400 });
    expect(results[390]).toEqual({ revision: 39, position: 391 });
    expect(rowsOf(join(directory, 'events.db'))).toEqual(rowsOf(join(directory, 'one-by-one.db')));
  }, 60_000);

  it('comes after the appends already queued, and keeps positions monotonic', async () => {
    const queued = store.append('before', [newEvent('Queued')], 'no_stream');
    const results = await store.appendBatch(appendsOf(5));
    expect(await queued).toEqual({ revision: 0, position: 1 });
    expect(results.map((result) => result.position)).toEqual([2, 3, 4, 5, 6]);
    expect((await readAllToArray(store.readAll())).map((event) => event.position)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('a stale expected revision fails that append alone: the others are written and the batch rejects with its error', async () => {
    await store.append('s', [newEvent('First')], 'no_stream');
    const appends: BatchAppend[] = [
      { stream: 'a', events: [newEvent('A')], expectedRevision: 'no_stream' },
      { stream: 's', events: [newEvent('Stale')], expectedRevision: 'no_stream' },
      { stream: 'b', events: [newEvent('B')], expectedRevision: 'no_stream' },
    ];
    await expect(store.appendBatch(appends)).rejects.toEqual(new WrongExpectedRevisionError('s', 'no_stream', 0));
    expect((await readAllToArray(store.readAll())).map((event) => `${event.stream}:${event.type}`)).toEqual(['s:First', 'a:A', 'b:B']);
  });

  it('answers a retried append with its first result and refuses an id stored in another stream, writing the rest', async () => {
    const retried = [newEvent('Once', {}, { eventId: randomUUID() })];
    const first = await store.append('r', retried, 'no_stream');
    const stolen = [newEvent('Elsewhere', {}, { eventId: retried[0].eventId })];

    await expect(
      store.appendBatch([
        { stream: 'r', events: retried, expectedRevision: 'no_stream' },
        { stream: 'n', events: [newEvent('New')], expectedRevision: 'no_stream' },
      ]),
    ).resolves.toEqual([first, { revision: 0, position: 2 }]);
    await expect(
      store.appendBatch([
        { stream: 'x', events: stolen, expectedRevision: 'any' },
        { stream: 'm', events: [newEvent('More')], expectedRevision: 'no_stream' },
      ]),
    ).rejects.toBeInstanceOf(DuplicateEventIdError);
    expect((await readAllToArray(store.readAll())).map((event) => `${event.stream}:${event.type}`)).toEqual(['r:Once', 'n:New', 'm:More']);
  });
});
