import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { EVENT_LOG_PAGE_SIZE, SqliteEventStore } from '@receptionist/event-store';
import type { EventRowValues } from '../bench-events';
import { realisticEventRows, type RealisticLogOptions } from './realistic-log';

/** Raise when the generated mix changes: cached logs of an older shape are not reused. */
export const REALISTIC_LOG_SHAPE = 3;
const CHUNK = 50_000;

/** Where generated logs are kept between runs (git-ignored). */
export const DEFAULT_BENCH_CACHE = resolve(
  __dirname.includes('/dist/') ? join(__dirname, '../../../../..') : join(__dirname, '../../..'),
  '.cache/bench',
);

/**
 * Writes rows into a new SQLite event store file: the adapter creates its schema, then the rows go in straight, one
 * transaction per 50,000 (no fsync), far faster than appends through the port.
 */
export async function writeEventRows(
  file: string,
  rows: Iterable<EventRowValues>,
  onProgress: (written: number) => void = () => undefined,
): Promise<number> {
  await new SqliteEventStore({ file }).close();
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = OFF');
    const insert = db.prepare('INSERT INTO events (stream, revision, event_id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
    const insertChunk = db.transaction((chunk: EventRowValues[]) => {
      for (const row of chunk) insert.run(row.stream, row.revision, row.eventId, row.type, row.data, row.metadata);
    });
    let chunk: EventRowValues[] = [];
    let written = 0;
    for (const row of rows) {
      chunk.push(row);
      if (chunk.length === CHUNK) {
        insertChunk(chunk);
        written += chunk.length;
        chunk = [];
        onProgress(written);
      }
    }
    insertChunk(chunk);
    written += chunk.length;
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.pragma('journal_mode = DELETE');
    return written;
  } finally {
    db.close();
  }
}

/**
 * A copy of a cached log as the product's own store file is: in WAL mode (the cache is kept in rollback mode so that
 * it is one file). Without it, the first open of the copy converts it, a cost no deployed store pays.
 */
export function copyLogAsStore(cached: string, file: string): void {
  copyFileSync(cached, file);
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
  } finally {
    db.close();
  }
}

export interface RealisticLogFile {
  file: string;
  events: number;
  /** True when an earlier run's file was reused. */
  cached: boolean;
  generateMs: number;
}

/**
 * The realistic log for these options as an event store file under `cacheDir`, generated on first use and reused
 * afterwards (the name holds the size, the seed, the shape version and the page size). Callers copy it before writing to it.
 */
export async function realisticLogFile(
  options: RealisticLogOptions & { cacheDir?: string },
  onProgress: (written: number) => void = () => undefined,
): Promise<RealisticLogFile> {
  const cacheDir = options.cacheDir ?? DEFAULT_BENCH_CACHE;
  mkdirSync(cacheDir, { recursive: true });
  // The page size is the adapter's for a new log: a log cached under another would be measured with other pages.
  const file = join(cacheDir, `realistic-${options.total}-seed${options.seed}-v${REALISTIC_LOG_SHAPE}-p${EVENT_LOG_PAGE_SIZE}.db`);
  if (existsSync(file)) return { file, events: options.total, cached: true, generateMs: 0 };
  const partial = `${file}.partial`;
  for (const leftover of [partial, `${partial}-wal`, `${partial}-shm`]) rmSync(leftover, { force: true });
  const started = performance.now();
  const events = await writeEventRows(partial, realisticEventRows(options), onProgress);
  renameSync(partial, file);
  return { file, events, cached: false, generateMs: performance.now() - started };
}
