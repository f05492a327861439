import { join } from 'node:path';
import Database from 'better-sqlite3';
import { EVENT_LOG_PAGE_SIZE, SqliteEventStore } from '@receptionist/event-store';
import { analyticsEventRows, type EventRowValues } from './bench-events';

export interface AppendBenchResult {
  count: number;
  portPerSecond: number;
  rawPerSecond: number;
}

/** The adapter's table and pragmas (libs/platform/event-store README): the raw baseline must pay the same fsyncs. */
function openRawEventTable(file: string): Database.Database {
  const db = new Database(file, { timeout: 10_000 });
  db.pragma(`page_size = ${EVENT_LOG_PAGE_SIZE}`);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(`CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY, stream TEXT NOT NULL, revision INTEGER NOT NULL, event_id TEXT NOT NULL UNIQUE,
    type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, UNIQUE (stream, revision))`);
  return db;
}

/**
 * Single-event appends through SqliteEventStore versus single-row autocommitted INSERTs of the same rows with
 * better-sqlite3, on the same disk, in interleaved rounds (alternating which goes first) to spread out noise.
 */
export async function benchAppends(directory: string, count: number, rounds = 10): Promise<AppendBenchResult> {
  const rows = [...analyticsEventRows(count)];
  const port = new SqliteEventStore({ file: join(directory, 'port-events.db') });
  const raw = openRawEventTable(join(directory, 'raw-events.db'));
  const insert = raw.prepare('INSERT INTO events (stream, revision, event_id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
  let portMs = 0;
  let rawMs = 0;

  const throughPort = async (slice: EventRowValues[]) => {
    const appends = slice.map((row) => ({
      stream: row.stream,
      event: { eventId: row.eventId, type: row.type, data: JSON.parse(row.data), metadata: JSON.parse(row.metadata) },
    }));
    const started = performance.now();
    for (const { stream, event } of appends) await port.append(stream, [event], 'any');
    portMs += performance.now() - started;
  };
  const throughRaw = (slice: EventRowValues[]) => {
    const started = performance.now();
    for (const row of slice) insert.run(row.stream, row.revision, row.eventId, row.type, row.data, row.metadata);
    rawMs += performance.now() - started;
  };

  try {
    const perRound = Math.ceil(count / rounds);
    for (let round = 0; round * perRound < count; round++) {
      const slice = rows.slice(round * perRound, (round + 1) * perRound);
      if (round % 2 === 0) {
        await throughPort(slice);
        throughRaw(slice);
      } else {
        throughRaw(slice);
        await throughPort(slice);
      }
    }
  } finally {
    await port.close();
    raw.close();
  }
  return { count, portPerSecond: (count * 1000) / portMs, rawPerSecond: (count * 1000) / rawMs };
}
