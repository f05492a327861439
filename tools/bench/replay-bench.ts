import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SqliteEventStore } from '@receptionist/event-store';
import { rebuildProjections } from '@receptionist/projections';
import { SqliteReadStore } from '@receptionist/read-store';
import { PROJECTOR_CATALOG } from '../src/catalog/projectors';
import { analyticsEventRows } from './bench-events';
import { withUpcasters } from '@receptionist/contexts';

export interface ReplayBenchResult {
  events: number;
  generateMs: number;
  rawReadPerSecond: number;
  replayPerSecond: number;
}

const GENERATION_BATCH = 20_000;

/** Fills an event store file quickly: the adapter creates the table, then rows go in with large transactions. */
export async function generateEventLog(file: string, count: number, onProgress: (written: number) => void): Promise<void> {
  await new SqliteEventStore({ file }).close();
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const insert = db.prepare('INSERT INTO events (stream, revision, event_id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
  const insertBatch = db.transaction((batch: unknown[][]) => batch.forEach((values) => insert.run(...values)));
  let batch: unknown[][] = [];
  let written = 0;
  for (const row of analyticsEventRows(count)) {
    batch.push([row.stream, row.revision, row.eventId, row.type, row.data, row.metadata]);
    if (batch.length === GENERATION_BATCH) {
      insertBatch(batch);
      written += batch.length;
      batch = [];
      onProgress(written);
    }
  }
  insertBatch(batch);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

/** Reads every event through the port without doing anything with it: the ceiling for a replay. */
async function readAllPerSecond(eventStore: SqliteEventStore): Promise<number> {
  const started = performance.now();
  let count = 0;
  for await (const event of eventStore.readAll()) if (event.position > 0) count++;
  return (count * 1000) / (performance.now() - started);
}

/**
 * Generates `count` events, then compares a raw sequential readAll with replaying every catalog projector into a
 * fresh SQLite read store. The raw read runs before and after the replay; the faster one counts (cache warm).
 */
export async function benchReplay(directory: string, count: number, log: (line: string) => void): Promise<ReplayBenchResult> {
  const file = join(directory, 'replay-events.db');
  const generationStarted = performance.now();
  await generateEventLog(file, count, (written) => {
    if (written % 200_000 === 0) log(`  generated ${written} events`);
  });
  const generateMs = performance.now() - generationStarted;

  const rawStore = new SqliteEventStore({ file });
  const eventStore = withUpcasters(rawStore);
  const target = new SqliteReadStore({ file: join(directory, 'replay-read-models.db'), writeThread: true });
  try {
    const readBefore = await readAllPerSecond(rawStore);
    const started = performance.now();
    const progress = await rebuildProjections({ eventStore, target, projectors: PROJECTOR_CATALOG });
    const replayPerSecond = (progress.eventsApplied * 1000) / (performance.now() - started);
    const readAfter = await readAllPerSecond(rawStore);
    return { events: progress.eventsApplied, generateMs, rawReadPerSecond: Math.max(readBefore, readAfter), replayPerSecond };
  } finally {
    await target.close();
    await eventStore.close();
  }
}
