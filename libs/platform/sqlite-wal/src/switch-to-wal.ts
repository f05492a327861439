import type Database from 'better-sqlite3';

const ATTEMPTS = 20;

/**
 * Puts a SQLite file in WAL mode (a no-op once it is). Processes opening a new file together race to switch it, and
 * SQLite may fail one of them at once with SQLITE_BUSY instead of waiting: a read lock waiting to become a write lock
 * could deadlock, which the busy timeout does not cover (see `sqlite3_busy_handler`). The switch is tried again after
 * a growing pause (5 ms, 10 ms, ... about 1 s in all); once one process has made it, the others find WAL set.
 */
export function switchToWal(db: Database.Database): void {
  for (let attempt = 1; ; attempt++) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || attempt === ATTEMPTS) throw error;
      // Opening stores is synchronous, so the pause is too: nothing else of this process can run on the file meanwhile.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5 * attempt);
    }
  }
}
