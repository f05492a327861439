import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describeEventStoreContract } from '../event-store.contract';
import { newEvent } from '../testing/event-store-test-helpers';
import { SqliteEventStore } from './sqlite-event-store';

const directory = mkdtempSync(join(tmpdir(), 'event-store-contract-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describeEventStoreContract('SQLite (temp file)', async () => new SqliteEventStore({ file: join(directory, 'events.db') }));

describe('SQLite event log file', () => {
  const pageSizeOf = (file: string) => {
    const db = new Database(file, { readonly: true });
    try {
      return db.pragma('page_size', { simple: true });
    } finally {
      db.close();
    }
  };

  it('a new log is made of 16 KiB pages; a log created with other pages keeps them', async () => {
    const fresh = join(directory, 'fresh.db');
    const store = new SqliteEventStore({ file: fresh });
    await store.append('call-1', [newEvent('CallLogged', { transcript: 'x'.repeat(1500) })], 'no_stream');
    await store.close();
    expect(pageSizeOf(fresh)).toBe(16_384);

    const older = join(directory, 'older.db');
    const db = new Database(older);
    db.pragma('page_size = 4096');
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE kept (id INTEGER PRIMARY KEY)');
    db.close();
    const reopened = new SqliteEventStore({ file: older });
    await reopened.append('call-1', [newEvent('CallLogged', { transcript: 'x'.repeat(1500) })], 'no_stream');
    expect(await reopened.readStream('call-1')).toHaveLength(1);
    await reopened.close();
    expect(pageSizeOf(older)).toBe(4096);
  });
});
