import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describeOperationalStoreContract } from '../operational-store.contract';
import { LEGACY_PENDING_SIGN_UP_ID, type OneTimeTokenRecord } from '../operational-store.port';
import { OUTBOX_ADD } from './sqlite-mfa-outbox-repositories';
import { SqliteOperationalStore } from './sqlite-operational-store';

/** Each test's databases, under one directory removed at the end. */
const dir = mkdtempSync(join(tmpdir(), 'auth-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SqliteOperationalStore', () => {
  let n = 0;
  const files = new WeakMap<object, string>();
  describeOperationalStoreContract(
    async () => {
      const file = join(dir, `auth-${n++}.db`);
      const store = new SqliteOperationalStore({ file });
      files.set(store, file);
      return store;
    },
    async (store) => new SqliteOperationalStore({ file: files.get(store) as string }),
  );
});

describe('SqliteOperationalStore rate-limit counters', () => {
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

describe('SqliteOperationalStore dev outbox', () => {
  it('keeps one mail per id, found through an index rather than a scan of every kept mail', async () => {
    const file = join(dir, 'outbox.db');
    const store = new SqliteOperationalStore({ file });
    const mail = (id: string) => ({
      id,
      to: 'ada@example.com',
      subject: 'New demo request',
      text: 'Hello',
      html: '<p>Hello</p>',
      link: null,
      createdAt: '2030-01-01T00:00:00.000Z',
    });
    for (const id of ['m1', 'm2', 'm1']) await store.outbox.add(mail(id));
    expect((await store.outbox.list()).map((message) => message.id)).toEqual(['m1', 'm2']);
    await store.close();

    const db = new Database(file, { readonly: true });
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${OUTBOX_ADD}`).all('{}', 'm3') as Array<{ detail: string }>).map((step) => step.detail);
    db.close();
    expect(plan.join('\n')).toMatch(/SEARCH outbox USING (COVERING )?INDEX outbox_by_id/);
  });
});

describe('SqliteOperationalStore on a database of an earlier release', () => {
  it('keeps its one-time tokens and its single pending sign-up, now per sign-up', async () => {
    const file = join(dir, 'auth.db');
    const old = new Database(file);
    old.exec(`CREATE TABLE one_time_tokens (
      id TEXT PRIMARY KEY, user_id TEXT NOT NULL, kind TEXT NOT NULL, token_hash TEXT NOT NULL, code_hash TEXT NOT NULL,
      created_at TEXT NOT NULL, doc TEXT NOT NULL, UNIQUE (user_id, kind));
      CREATE INDEX one_time_tokens_token ON one_time_tokens (kind, token_hash);
      CREATE TABLE pending_sign_ups (user_id TEXT PRIMARY KEY, doc TEXT NOT NULL);`);
    const token: OneTimeTokenRecord = {
      id: 't1',
      userId: 'u1',
      kind: 'confirmation',
      email: 'ada@example.com',
      tokenHash: 'th',
      codeHash: 'ch',
      createdAt: 'x',
      expiresAt: 'y',
    };
    old.prepare('INSERT INTO one_time_tokens VALUES (?, ?, ?, ?, ?, ?, ?)').run('t1', 'u1', 'confirmation', 'th', 'ch', 'x', JSON.stringify(token));
    const pending = { userId: 'u1', passwordHash: '$argon2id$old', fullName: 'Ada', createdAt: 'x' };
    old.prepare('INSERT INTO pending_sign_ups VALUES (?, ?)').run('u1', JSON.stringify(pending));
    old.close();

    const store = new SqliteOperationalStore({ file });
    try {
      await store.oneTimeTokens.put({ ...token, id: 't2', tokenHash: 'th2', codeHash: 'ch2', signUpId: 'new' });
      expect(await store.oneTimeTokens.consume('confirmation', { tokenHash: 'th' })).toEqual(token);
      expect(await store.oneTimeTokens.consume('confirmation', { tokenHash: 'th2' })).toMatchObject({ id: 't2', signUpId: 'new' });
      expect(await store.credentials.newestPendingSignUp('u1')).toEqual({ ...pending, id: LEGACY_PENDING_SIGN_UP_ID });
      expect(await store.credentials.takePendingSignUp('u1', LEGACY_PENDING_SIGN_UP_ID)).toEqual({ ...pending, id: LEGACY_PENDING_SIGN_UP_ID });
    } finally {
      await store.close();
    }
  });
});
