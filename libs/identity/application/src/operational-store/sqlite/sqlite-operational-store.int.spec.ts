import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describeOperationalStoreContract } from '../operational-store.contract';
import { SqliteOperationalStore } from './sqlite-operational-store';

describe('SqliteOperationalStore', () => {
  const dir = mkdtempSync(join(tmpdir(), 'auth-db-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  describeOperationalStoreContract(async () => new SqliteOperationalStore({ file: join(dir, `auth-${n++}.db`) }));
});

describe('SqliteOperationalStore rate-limit counters', () => {
  const dir = mkdtempSync(join(tmpdir(), 'auth-db-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('purges the counters of 2,000 one-off client IPs once their window has passed (anonymous storage stays bounded)', async () => {
    const file = join(dir, 'purge.db');
    const store = new SqliteOperationalStore({ file });
    const rows = () => {
      const db = new Database(file, { readonly: true });
      try {
        return db.prepare('SELECT COUNT(*) FROM rate_limits').pluck().get() as number;
      } finally {
        db.close();
      }
    };
    const start = 1_800_000_000_000;
    for (let index = 0; index < 2000; index++) await store.rateLimits.hit(`ip:signup:198.51.${index >> 8}.${index & 255}`, 60_000, start + index);
    expect(rows()).toBe(2000);

    const later = start + 10 * 60_000;
    expect(await store.rateLimits.hit('ip:signup:192.0.2.1', 60_000, later)).toBe(1);
    expect(rows()).toBe(1);
    expect(await store.rateLimits.hit('ip:signup:192.0.2.1', 60_000, later + 1)).toBe(2);
    expect(await store.rateLimits.count('ip:signup:192.0.2.1', 60_000, later + 2)).toBe(2);
    await store.close();
  });
});
