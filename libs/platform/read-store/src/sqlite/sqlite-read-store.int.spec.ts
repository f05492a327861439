import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { writeLockReleasedAfter } from '@receptionist/sqlite-wal/testing';
import { describeReadStoreContract } from '../read-store.contract';
import { describeSearchAndPagingContract } from '../read-store.search-paging.contract';
import { ReadStoreConflictError, ReadStoreInputError } from '../read-store.errors';
import { SqliteReadStore } from './sqlite-read-store';

const contractDir = mkdtempSync(join(tmpdir(), 'read-store-contract-'));
const files = new WeakMap<object, string>();
let opened = 0;
afterAll(() => rmSync(contractDir, { recursive: true, force: true }));
// Each contract runs on the calling thread, again with find and count in read worker threads (what the API uses), and
// again with the writes in a write thread too (what an `all` process uses).
for (const threads of [{ readWorkers: 0 }, { readWorkers: 2 }, { readWorkers: 2, writeThread: true }]) {
  const adapter = `sqlite${threads.readWorkers ? `, ${threads.readWorkers} read workers` : ''}${threads.writeThread ? ', a write thread' : ''}`;
  describeReadStoreContract(
    adapter,
    async () => {
      const file = join(contractDir, `read-${opened++}.db`);
      const store = new SqliteReadStore({ file, ...threads });
      files.set(store, file);
      return store;
    },
    async (store) => new SqliteReadStore({ file: files.get(store) as string, ...threads }),
  );
  describeSearchAndPagingContract(adapter, async () => new SqliteReadStore({ file: join(contractDir, `search-${opened++}.db`), ...threads }));
}

describe('SqliteReadStore on a file', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'read-store-'));
    file = join(dir, 'read.db');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('starts its read threads when it opens, before any query', async () => {
    const threads = () => Number(/^Threads:\s+(\d+)/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]);
    await new SqliteReadStore({ file }).close();
    const before = threads();
    const reader = new SqliteReadStore({ file, readWorkers: 3 });
    try {
      const deadline = Date.now() + 10_000;
      while (threads() < before + 3 && Date.now() < deadline) await new Promise((tick) => setTimeout(tick, 10));
      expect(threads()).toBeGreaterThanOrEqual(before + 3);
    } finally {
      await reader.close();
    }
  });

  it('ends its write thread before building indexes over stored documents, keeps it through other definitions, and starts it again to write', async () => {
    const threads = () => Number(/^Threads:\s+(\d+)/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]);
    const store = new SqliteReadStore({ file, writeThread: true });
    try {
      await store.defineCollection({ name: 'notes' });
      await store.defineCollection({ name: 'calls', indexes: [{ fields: ['at'] }], search: { text: ['summary'] } });
      const before = threads();
      await store.commit({ projector: 'notes', position: 1, writes: [{ kind: 'put', collection: 'notes', doc: { id: 'n1', text: 'a' } }] });
      const writing = threads();
      expect(writing).toBeGreaterThan(before);
      // A plain definition, indexes on an empty collection, indexes already built: nothing to build over documents.
      await store.defineCollection({ name: 'state' });
      await store.defineCollection({ name: 'calls', indexes: [{ fields: ['at'] }], search: { text: ['summary'] } });
      await store.defineCollection({ name: 'leads', indexes: [{ fields: ['status'] }], search: { text: ['name'] } });
      expect(threads()).toBe(writing);

      await store.defineCollection({ name: 'notes', indexes: [{ fields: ['text'] }] });
      const deadline = Date.now() + 10_000;
      while (threads() >= writing && Date.now() < deadline) await new Promise((tick) => setTimeout(tick, 10));
      expect(threads()).toBeLessThan(writing);
      await store.commit({ projector: 'notes', position: 2, writes: [{ kind: 'put', collection: 'notes', doc: { id: 'n2', text: 'b' } }] });
      expect(await store.collection('notes').find({ where: { text: 'b' } })).toEqual([{ id: 'n2', text: 'b' }]);
      const again = threads();
      await store.defineCollection({ name: 'notes', indexes: [{ fields: ['text'] }] });
      expect(threads()).toBe(again);
    } finally {
      await store.close();
    }
  });

  it('with read workers, a find under way when the store closes still gets its answer', async () => {
    const writer = new SqliteReadStore({ file });
    await writer.defineCollection({ name: 'notes' });
    await writer.commit({ projector: 'notes', position: 1, writes: [{ kind: 'put', collection: 'notes', doc: { id: 'n1', text: 'call back' } }] });
    await writer.close();
    const reader = new SqliteReadStore({ file, readWorkers: 1 });
    const underWay = reader.collection('notes').find({ where: { text: { contains: 'back' } } });
    await reader.close();
    expect(await underWay).toEqual([{ id: 'n1', text: 'call back' }]);
    await expect(reader.collection('notes').find()).rejects.toThrow('The read store is closed');
  });

  it.each([false, true])('lets the WAL grow to 128 MiB before copying it back, and no further (write thread: %s)', async (writeThread) => {
    const store = new SqliteReadStore({ file, writeThread });
    await store.defineCollection({ name: 'recordings' });
    const walBytes = () => (existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0);
    let largest = 0;
    try {
      // 80 commits of about 2 MB each (twenty 100 KB documents): 40,000 pages of 4 KiB.
      for (let commit = 1; commit <= 80; commit++) {
        const writes = Array.from({ length: 20 }, (_, index) => ({
          kind: 'put' as const,
          collection: 'recordings',
          doc: { id: `r${commit}-${index}`, text: `${commit}:${index} `.repeat(20_000).slice(0, 100_000) },
        }));
        expect(await store.commit({ projector: 'recordings', position: commit, writes })).toBe('applied');
        largest = Math.max(largest, walBytes());
      }
    } finally {
      await store.close();
    }
    // SQLite's default (1,000 pages) would have copied the WAL back at 4 MiB; 32,000 pages of 4 KiB and their frame
    // headers are 132 MB, and the commit that passes them adds about 2 MB.
    expect(largest).toBeGreaterThan(100 * 1024 * 1024);
    expect(largest).toBeLessThan(140 * 1024 * 1024);
  });

  it('keeps documents and checkpoints across reopening, in WAL mode', async () => {
    const first = new SqliteReadStore({ file });
    await first.defineCollection({ name: 'calls', indexes: [{ fields: ['clientId'] }] });
    await first.commit({ projector: 'calls', position: 42, writes: [{ kind: 'put', collection: 'calls', doc: { id: 'c1', clientId: 'k' } }] });
    await first.close();

    const second = new SqliteReadStore({ file });
    expect(await second.collection('calls').find({ where: { clientId: 'k' } })).toEqual([{ id: 'c1', clientId: 'k' }]);
    expect(await second.checkpoint('calls')).toBe(42);
    await second.close();
    const raw = new Database(file, { readonly: true });
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();
  });

  it('with read workers, a long find runs while the event loop goes on, and reads what was committed just before', async () => {
    const writer = new SqliteReadStore({ file });
    await writer.defineCollection({ name: 'notes' });
    const docs = Array.from({ length: 150_000 }, (_, i) => ({ id: `n${i}`, text: `note ${i} about a caller who asked for a quote` }));
    await writer.commit({ projector: 'notes', position: 1, writes: docs.map((doc) => ({ kind: 'put' as const, collection: 'notes', doc })) });
    const reader = new SqliteReadStore({ file, readWorkers: 1 });
    // An unindexed "contains" scans every document: long enough to measure on any machine.
    const slowFind = () => reader.collection('notes').find({ where: { text: { contains: 'nobody-wrote-this' } } });
    try {
      await slowFind(); // starts the worker and warms its cache
      let turns = 0;
      const ticker = setInterval(() => turns++, 1);
      const started = performance.now();
      await slowFind();
      const took = performance.now() - started;
      clearInterval(ticker);
      // On the calling thread the scan would hold the loop for all of `took`: no timer could fire meanwhile.
      expect(took).toBeGreaterThan(20);
      expect(turns).toBeGreaterThanOrEqual(Math.floor(took / 10));

      await writer.commit({
        projector: 'notes',
        position: 2,
        writes: [{ kind: 'put', collection: 'notes', doc: { id: 'new', text: 'nobody-wrote-this' } }],
      });
      expect(await slowFind()).toEqual([{ id: 'new', text: 'nobody-wrote-this' }]);
    } finally {
      await reader.close();
      await writer.close();
    }
  });

  it('with a write thread, a commit that waits for the write lock leaves the event loop running', async () => {
    const store = new SqliteReadStore({ file, writeThread: true, busyTimeoutMs: 3_000 });
    await store.defineCollection({ name: 'notes' });
    const order: string[] = [];
    const other = writeLockReleasedAfter(file, 100, order);
    try {
      const outcome = await store.commit({ projector: 'notes', position: 1, writes: [{ kind: 'put', collection: 'notes', doc: { id: 'n1' } }] });
      order.push(`commit ${outcome}`);
      expect(order).toEqual(['lock released', 'commit applied']);
      expect(await store.collection('notes').get('n1')).toEqual({ id: 'n1' });
      expect(await store.tryAcquireLease({ projector: 'notes', holder: 'h', ttlMs: 1_000, nowMs: 1 })).toMatchObject({ epoch: 1 });
      expect(await store.readLease('notes')).toMatchObject({ holder: 'h', epoch: 1 });
    } finally {
      other.close();
      await store.close();
    }
  });

  it('upgrades a file of the earlier lease tables: the lease keeps its epoch, the fence trigger and its table are gone', async () => {
    const earlier = new Database(file);
    earlier.exec(`
      CREATE TABLE _leases (name TEXT PRIMARY KEY, holder TEXT NOT NULL, epoch INTEGER NOT NULL, expires_at INTEGER NOT NULL) WITHOUT ROWID;
      INSERT INTO _leases VALUES ('counters', 'old', 4, 0);
      CREATE TABLE rm_projection_fences (id TEXT PRIMARY KEY, doc TEXT NOT NULL, position INTEGER NOT NULL);
      CREATE TRIGGER rm_projection_fences_fence BEFORE INSERT ON rm_projection_fences BEGIN SELECT RAISE(ABORT, 'projection lease lost'); END;`);
    earlier.close();

    for (const attempt of [1, 2]) {
      const store = new SqliteReadStore({ file });
      if (attempt === 1) {
        expect(await store.tryAcquireLease({ projector: 'counters', holder: 'new', ttlMs: 1_000, nowMs: 5 })).toMatchObject({ epoch: 5 });
        await store.defineCollection({ name: 'projection_fences' });
        await store.commit({
          writes: [{ kind: 'put', collection: 'projection_fences', doc: { id: 'f' } }],
          checkpoint: { projector: 'p', position: 1, leaseEpoch: 5, lease: 'counters' },
        });
      }
      expect(await store.listLeases()).toEqual([{ projector: 'counters', holder: 'new', epoch: 5, expiresAtMs: 1_005 }]);
      await store.close();
    }
    const raw = new Database(file, { readonly: true });
    expect(raw.prepare(`SELECT name FROM sqlite_master WHERE type = 'trigger'`).all()).toEqual([]);
    raw.close();
  });

  it('rolls back every write and the checkpoint when the database refuses one write of the batch', async () => {
    const store = new SqliteReadStore({ file });
    await store.defineCollection({ name: 'users', indexes: [{ fields: ['email'], unique: true }] });
    const put = (id: string, email: string) => ({ kind: 'put' as const, collection: 'users', doc: { id, email } });
    await expect(store.commit({ projector: 'users', position: 5, writes: [put('u1', 'a@x.io'), put('u2', 'a@x.io')] })).rejects.toThrow(
      ReadStoreConflictError,
    );
    await expect(
      store.commit({ projector: 'users', position: 5, writes: [put('u1', 'a@x.io'), { kind: 'put', collection: 'nope', doc: { id: 'n' } }] }),
    ).rejects.toThrow(ReadStoreInputError);
    expect(await store.collection('users').count()).toBe(0);
    expect(await store.checkpoint('users')).toBe(0);
    await store.close();
  });

  it('answers filtered, sorted pages off the index of the generated columns, replacing an earlier expression index', async () => {
    const legacy = new Database(file);
    legacy.exec(`CREATE TABLE rm_calls (id TEXT PRIMARY KEY, doc TEXT NOT NULL, position INTEGER NOT NULL);
      CREATE INDEX "rm_calls:index(client_id,started_at)" ON rm_calls (json_extract(doc, '$.client_id'), json_extract(doc, '$.started_at'));
      INSERT INTO rm_calls VALUES ('c1', '{"id":"c1","client_id":"a","started_at":"2026-01-01"}', 1);`);
    legacy.close();
    const store = new SqliteReadStore({ file });
    await store.defineCollection({ name: 'calls', indexes: [{ fields: ['client_id', 'started_at'] }] });
    expect((await store.collection('calls').find({ where: { client_id: 'a' } })).map((doc) => doc.id)).toEqual(['c1']);
    await store.close();
    const raw = new Database(file, { readonly: true });
    const indexes = raw.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'rm_calls' AND sql IS NOT NULL`).all() as Array<{
      name: string;
    }>;
    expect(indexes.map((index) => index.name)).toEqual(['rm_calls:columns(client_id,started_at,id)']);
    const plan = raw
      .prepare(
        `EXPLAIN QUERY PLAN SELECT doc FROM rm_calls WHERE "f:client_id" = ? AND "f:started_at" <= ? AND ("f:started_at" < ? OR ("f:started_at" = ? AND id < ?)) ORDER BY "f:started_at" DESC, id DESC LIMIT 20`,
      )
      .all('a', 'x', 'x', 'x', 'c9') as Array<{ detail: string }>;
    const detail = plan.map((step) => step.detail).join('\n');
    expect(detail).toContain('USING INDEX');
    expect(detail).not.toContain('TEMP B-TREE');
    raw.close();
  });

  it('stores the indexed and searched fields of a new table as each document is written; a field indexed later is added as a virtual column', async () => {
    const store = new SqliteReadStore({ file });
    const leads = { name: 'leads', indexes: [{ fields: ['status'] }], search: { text: ['name'] } };
    await store.defineCollection({ ...leads, deferIndexes: true });
    await store.commit({
      projector: 'leads',
      position: 1,
      writes: [{ kind: 'put', collection: 'leads', doc: { id: 'l1', status: 'new', name: 'Ana' } }],
    });
    await store.defineCollection({ ...leads, indexes: [...leads.indexes, { fields: ['owner'] }] });
    expect((await store.collection('leads').find({ where: { owner: 'o1' } })).map((doc) => doc.id)).toEqual([]);
    expect((await store.collection('leads').find({ where: { status: 'new' }, search: 'an' })).map((doc) => doc.id)).toEqual(['l1']);
    await store.close();
    const raw = new Database(file, { readonly: true });
    // pragma table_xinfo: hidden 2 = a virtual generated column, 3 = a stored one.
    const columns = raw.prepare(`SELECT name, hidden FROM pragma_table_xinfo('rm_leads') WHERE hidden > 0`).all();
    expect(columns).toEqual([
      { name: 'f:status', hidden: 3 },
      { name: 'search_text', hidden: 3 },
      { name: 'f:owner', hidden: 2 },
    ]);
    raw.close();
  });

  it('defines collections while its write thread commits, waiting for the write lock instead of failing', async () => {
    const store = new SqliteReadStore({ file, writeThread: true });
    await store.defineCollection({ name: 'notes' });
    const notes = Array.from({ length: 5000 }, (_, index) => ({
      kind: 'put' as const,
      collection: 'notes',
      doc: { id: `n${index}`, text: 'x'.repeat(200) },
    }));
    let position = 0;
    // The first commit starts the write thread; the defines then meet commits under way.
    await store.commit({ projector: 'notes', position: ++position, writes: notes });
    let writing = true;
    const commits = (async () => {
      while (writing) await store.commit({ projector: 'notes', position: ++position, writes: notes });
    })();
    try {
      for (let index = 0; index < 40; index++) {
        await new Promise((resolve) => setImmediate(resolve));
        await store.defineCollection({ name: `calls_${index}`, indexes: [{ fields: ['client_id'] }], search: { digits: ['phone'] } });
      }
    } finally {
      writing = false;
      await commits;
    }
    expect((await store.listCollections()).length).toBe(41);
    await store.close();
  });
});
