import Database from 'better-sqlite3';

/**
 * For specs: another connection takes the write lock of the SQLite `file` now and lets go of it after `ms`, on a timer
 * of this thread that first notes 'lock released' in `order`. A writer that waited for the lock on this thread's event
 * loop would hold that timer, and could never see the lock free.
 */
export function writeLockReleasedAfter(file: string, ms: number, order: string[]): { close(): void } {
  const other = new Database(file);
  other.exec('BEGIN IMMEDIATE');
  const timer = setTimeout(() => {
    order.push('lock released');
    other.exec('COMMIT');
  }, ms);
  return {
    close: () => {
      clearTimeout(timer);
      other.close();
    },
  };
}
