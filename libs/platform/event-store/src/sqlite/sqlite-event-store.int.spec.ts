import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEventStoreContract } from '../event-store.contract';
import { SqliteEventStore } from './sqlite-event-store';

const directory = mkdtempSync(join(tmpdir(), 'event-store-contract-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describeEventStoreContract('SQLite (temp file)', async () => new SqliteEventStore({ file: join(directory, 'events.db') }));
