import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { readAllToArray } from '../testing/event-store-test-helpers';
import { SqliteEventStore } from './sqlite-event-store';
import { SqliteEventReader, upperBoundOf } from './sqlite-event-reader';

const BULK = 300_000;

/** Time of a whole read, in ms, and what it returned. */
async function timed(read: () => Promise<unknown[]>): Promise<{ ms: number; count: number }> {
  const startedAt = performance.now();
  const events = await read();
  return { ms: performance.now() - startedAt, count: events.length };
}

describe('SqliteEventStore prefix-filtered reads on a large log', () => {
  jest.setTimeout(120_000);
  let directory: string;
  let store: SqliteEventStore;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'event-store-prefix-'));
    const file = join(directory, 'events.db');
    await new SqliteEventStore({ file }).close();
    // 300,000 events of other streams, with 30 events of three `user-` streams spread among them.
    const db = new Database(file);
    db.pragma('synchronous = OFF');
    const insert = db.prepare('INSERT INTO events (stream, revision, event_id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
    db.transaction(() => {
      for (let index = 0; index < BULK; index++) {
        const user = index % 10_000 === 0 ? index / 10_000 : -1;
        const stream = user >= 0 ? `user-${user % 3}` : `pageviews-${index % 365}`;
        const revision = user >= 0 ? Math.floor(user / 3) : Math.floor(index / 365);
        insert.run(stream, revision, randomUUID(), user >= 0 ? 'UserRegistered' : 'PageViewed', '{"path":"/"}', '{}');
      }
    })();
    db.close();
    store = new SqliteEventStore({ file });
  });
  afterAll(async () => {
    await store.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('reads a few streams by prefix through the stream index, a broad prefix by walking positions (a start-up migration reads `user-` streams)', async () => {
    const db = new Database(join(directory, 'events.db'), { readonly: true });
    try {
      const reader = new SqliteEventReader(db);
      expect(reader.fewInStreams(['user-'], 20_000)).toBe(true);
      expect(reader.fewInStreams(['pageviews-'], 20_000)).toBe(false);
      expect(reader.fewInStreams([''], 20_000)).toBe(false);
    } finally {
      db.close();
    }
    // The figure, for the reader of the log (speed is measured by benchmarks, not asserted here).
    const scan = await timed(() => readAllToArray(store.readAll({ filter: { types: ['NoSuchType'] } })));
    const prefixed = await timed(() => readAllToArray(store.readAll({ filter: { streamPrefixes: ['user-'], types: ['UserRegistered'] } })));
    console.log(`prefix read of 30 of ${BULK} events: ${prefixed.ms.toFixed(1)} ms; a scan of the log: ${scan.ms.toFixed(1)} ms`);
    expect(scan.count).toBe(0);
    expect(prefixed.count).toBe(30);
  });

  it('returns exactly what a scan with the same filter returns, in position order, paged and bounded', async () => {
    const read = (options: Parameters<SqliteEventStore['readAll']>[0]) => readAllToArray(store.readAll(options));
    const viaIndex = await read({ filter: { streamPrefixes: ['user-1', 'user-2'] }, from: 20_000, to: 250_000, batchSize: 4 });
    const expected = (await read({ from: 20_000, to: 250_000 })).filter((event) => event.stream === 'user-1' || event.stream === 'user-2');
    expect(viaIndex.map((event) => event.position)).toEqual(expected.map((event) => event.position));
    expect(viaIndex.length).toBeGreaterThan(4);
    // A broad prefix (most of the log) keeps walking positions.
    expect((await read({ filter: { streamPrefixes: ['pageviews-1'] }, to: 5_000 })).every((event) => event.stream.startsWith('pageviews-1'))).toBe(
      true,
    );
  });

  it('bounds a prefix by raising its last character (UTF-8 order), and has no bound for an empty prefix', () => {
    expect(upperBoundOf('user-')).toBe('user.');
    expect(upperBoundOf('é')).toBe('ê');
    expect(upperBoundOf('')).toBeUndefined();
    expect(upperBoundOf('a\uffff')).toBeUndefined();
  });
});
