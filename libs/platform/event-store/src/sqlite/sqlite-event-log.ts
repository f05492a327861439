import Database from 'better-sqlite3';
import type { StoredEvent } from '../event-store.port';

/** How long a writer waits for another process' write lock before failing with SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 10_000;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY,
    stream   TEXT    NOT NULL,
    revision INTEGER NOT NULL,
    event_id TEXT    NOT NULL UNIQUE,
    type     TEXT    NOT NULL,
    data     TEXT    NOT NULL,
    metadata TEXT    NOT NULL,
    UNIQUE (stream, revision)
  );
  -- Reads filtered by type (the event explorer, projectors catching up on a few types) walk this index, not the log.
  CREATE INDEX IF NOT EXISTS events_by_type ON events (type, position)`;

/**
 * Opens (creating when needed) the event log. WAL lets readers in any process run beside the single writer;
 * synchronous=FULL fsyncs the WAL on every commit so an acknowledged append survives power loss (see README.md).
 */
export function openEventLog(file: string): Database.Database {
  const db = new Database(file, { timeout: BUSY_TIMEOUT_MS });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  // privacy:migrate rewrites events in place: the plain values it replaces must not stay in free space.
  db.pragma('secure_delete = ON');
  db.exec(SCHEMA);
  return db;
}

export interface EventRow {
  position: number;
  stream: string;
  revision: number;
  event_id: string;
  type: string;
  data: string;
  metadata: string;
}

export const EVENT_COLUMNS = 'position, stream, revision, event_id, type, data, metadata';

export function toStoredEvent(row: EventRow): StoredEvent {
  return {
    eventId: row.event_id,
    type: row.type,
    data: JSON.parse(row.data),
    metadata: JSON.parse(row.metadata),
    stream: row.stream,
    revision: row.revision,
    position: row.position,
  };
}
