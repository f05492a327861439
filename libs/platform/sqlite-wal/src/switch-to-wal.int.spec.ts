import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { switchToWal } from './switch-to-wal';

/** Another connection (in a thread, as another process would be) holds the write lock for `ms`, then commits. */
async function holdWriteLock(file: string, ms: number): Promise<Worker> {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const Database = require(workerData.driver);
     const db = new Database(workerData.file);
     db.exec('BEGIN IMMEDIATE');
     db.exec('INSERT INTO t VALUES (1)');
     parentPort.postMessage('locked');
     setTimeout(() => { db.exec('COMMIT'); db.close(); }, workerData.ms);`,
    { eval: true, workerData: { driver: require.resolve('better-sqlite3'), file, ms } },
  );
  await new Promise((resolve) => worker.once('message', resolve));
  return worker;
}

describe('switchToWal', () => {
  let directory: string;
  beforeEach(() => (directory = mkdtempSync(join(tmpdir(), 'sqlite-wal-'))));
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  function newFile(): string {
    const file = join(directory, 'new.db');
    const db = new Database(file);
    db.exec('CREATE TABLE t (x)');
    db.close();
    return file;
  }

  it('switches a file another connection is writing to once that connection commits, though SQLite refuses it at once', async () => {
    const file = newFile();
    const worker = await holdWriteLock(file, 60);
    const db = new Database(file, { timeout: 5000 });
    try {
      // What a plain switch does meanwhile: SQLITE_BUSY without waiting for the busy timeout.
      const started = performance.now();
      expect(() => db.pragma('journal_mode = WAL')).toThrow(expect.objectContaining({ code: 'SQLITE_BUSY' }));
      expect(performance.now() - started).toBeLessThan(1000);

      switchToWal(db);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(1);
    } finally {
      db.close();
      await worker.terminate();
    }
  });

  it('gives up with SQLITE_BUSY when the lock is never let go', async () => {
    const file = newFile();
    const worker = await holdWriteLock(file, 60_000);
    const db = new Database(file, { timeout: 5000 });
    try {
      expect(() => switchToWal(db)).toThrow(expect.objectContaining({ code: 'SQLITE_BUSY' }));
    } finally {
      db.close();
      await worker.terminate();
    }
  });
});
