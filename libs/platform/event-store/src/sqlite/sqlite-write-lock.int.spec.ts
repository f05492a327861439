import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { newEvent } from '../testing/event-store-test-helpers';
import { prepareNewEvents } from '../event-envelope';
import { openEventLog } from './sqlite-event-log';
import { SqliteEventStore } from './sqlite-event-store';
import { SqliteEventWriter } from './sqlite-event-writer';

describe('SqliteEventStore while another writer holds the write lock', () => {
  let directory: string;
  let file: string;
  let store: SqliteEventStore;
  let other: Database.Database;

  beforeEach(async () => {
    directory = mkdtempSync(join(tmpdir(), 'event-store-lock-'));
    file = join(directory, 'events.db');
    store = new SqliteEventStore({ file });
    await store.append('before', [newEvent('Before')], 'no_stream');
    other = new Database(file);
  });
  afterEach(async () => {
    if (other.inTransaction) other.exec('ROLLBACK');
    other.close();
    await store.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('keeps the event loop running (timers fire, other appends join the group) and commits once the lock is free', async () => {
    // Another process' writer, here a second connection of this process: it holds the lock until this thread frees it.
    other.exec('BEGIN IMMEDIATE');
    const started = performance.now();
    const first = store.append('s', [newEvent('A')], 'no_stream');
    const timerFired = new Promise<number>((done) => setTimeout(() => done(performance.now() - started), 20));
    // The lock is given back by this very thread: a writer that slept in SQLite's busy handler would never see it.
    setTimeout(() => other.open && other.inTransaction && other.exec('COMMIT'), 60);
    const second = new Promise((done) => setTimeout(done, 30)).then(() => store.append('s', [newEvent('B')], 0));

    expect(await timerFired).toBeLessThan(1000);
    expect(await first).toEqual({ revision: 0, position: 2 });
    expect(await second).toEqual({ revision: 1, position: 3 });
    expect(performance.now() - started).toBeLessThan(2000);
    expect((await store.readStream('s')).map((event) => event.type)).toEqual(['A', 'B']);
  });

  it("answers 'busy' without waiting, then waits for the lock again as the log is configured to", () => {
    const db = openEventLog(file);
    const waitMs = db.pragma('busy_timeout', { simple: true });
    const writer = new SqliteEventWriter(db);
    const append = { stream: 't', events: prepareNewEvents([newEvent('T')]), expected: 'no_stream' as const };
    other.exec('BEGIN IMMEDIATE');
    expect(writer.tryWrite([append])).toBe('busy');
    expect(db.pragma('busy_timeout', { simple: true })).toBe(waitMs);
    other.exec('COMMIT');
    expect(writer.tryWrite([append])).toEqual([{ result: { revision: 0, position: 2 } }]);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(waitMs);
    db.close();
  });
});
