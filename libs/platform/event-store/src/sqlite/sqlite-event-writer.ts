import type Database from 'better-sqlite3';
import type { PreparedEvent } from '../event-envelope';
import { DuplicateEventIdError, WrongExpectedRevisionError } from '../event-store.errors';
import type { AppendResult, ExpectedRevision } from '../event-store.port';

export interface AppendRequest {
  stream: string;
  events: readonly PreparedEvent[];
  expected: ExpectedRevision;
}

/** What became of one append of a group: its result, or the error that undid it alone. */
export type AppendOutcome = { result: AppendResult } | { error: unknown };

interface StoredPlace {
  stream: string;
  revision: number;
  position: number;
}

/**
 * Writes groups of appends, each group in one IMMEDIATE transaction (one commit, one fsync). Every append runs in its
 * own SAVEPOINT inside it, so it sees the appends before it in the group (expected revisions, event ids) and a failing
 * append is undone alone.
 */
export class SqliteEventWriter {
  private readonly currentRevision: Database.Statement<[string], number | null>;
  private readonly insert: Database.Statement<[string, number, string, string, string, string]>;
  private readonly placeOf: Database.Statement<[string], StoredPlace>;
  /** Nested in `writeGroup`'s transaction, better-sqlite3 runs it as a SAVEPOINT and rolls back to it on a throw. */
  private readonly appendInSavepoint: Database.Transaction<(append: AppendRequest) => AppendResult>;
  private readonly writeGroup: Database.Transaction<(group: readonly AppendRequest[]) => AppendOutcome[]>;
  /** The whole group without savepoints; throws (undoing everything) at the first append that would not succeed as is. */
  private readonly writeGroupStraight: Database.Transaction<(group: readonly AppendRequest[]) => AppendOutcome[]>;

  constructor(private readonly db: Database.Database) {
    this.currentRevision = db.prepare<[string], number | null>('SELECT MAX(revision) FROM events WHERE stream = ?').pluck();
    this.insert = db.prepare('INSERT INTO events (stream, revision, event_id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
    this.placeOf = db.prepare<[string], StoredPlace>('SELECT stream, revision, position FROM events WHERE event_id = ?');
    this.appendInSavepoint = db.transaction(({ stream, events, expected }: AppendRequest) => {
      const actual = this.currentRevision.get(stream) ?? -1;
      if (!revisionMatches(expected, actual)) throw new WrongExpectedRevisionError(stream, expected, actual);
      let position = 0;
      events.forEach((event, index) => {
        const data = JSON.stringify(event.data ?? null);
        const metadata = JSON.stringify(event.metadata);
        position = Number(this.insert.run(stream, actual + 1 + index, event.eventId, event.type, data, metadata).lastInsertRowid);
      });
      return { revision: actual + events.length, position };
    });
    this.writeGroup = db.transaction((group: readonly AppendRequest[]) => group.map((append) => this.attempt(append)));
    this.writeGroupStraight = db.transaction((group: readonly AppendRequest[]) => {
      // The revisions this group has written so far, so that each stream is looked up once.
      const revisions = new Map<string, number>();
      return group.map(({ stream, events, expected }) => {
        // A new stream needs no look-up: if it exists after all, its revision 0 breaks UNIQUE(stream, revision).
        const actual = revisions.get(stream) ?? (expected === 'no_stream' ? -1 : (this.currentRevision.get(stream) ?? -1));
        if (!revisionMatches(expected, actual)) throw new NotStraight();
        let position = 0;
        for (let index = 0; index < events.length; index++) {
          const event = events[index];
          position = Number(
            this.insert.run(stream, actual + 1 + index, event.eventId, event.type, JSON.stringify(event.data ?? null), JSON.stringify(event.metadata))
              .lastInsertRowid,
          );
        }
        revisions.set(stream, actual + events.length);
        return { result: { revision: actual + events.length, position } };
      });
    });
  }

  /**
   * A large group (events:import) as one transaction without a savepoint per append: SQLite keeps a sub-journal of
   * every page a savepoint touches, which costs more than the inserts. Same checks and the same rows as `write`; when
   * one append would not succeed as is (wrong expected revision, an event id already stored, a retry), nothing of
   * the straight attempt stays and the group is written by `write`, append by append, with its exact outcomes.
   */
  writeBulk(group: readonly AppendRequest[]): AppendOutcome[] {
    // Inserts into the event-id index land on random pages: a larger page cache for the bulk transaction keeps SQLite
    // from spilling pages to the WAL before the commit. Given back afterwards (a connection keeps what it is allowed).
    const cacheSize = this.db.pragma('cache_size', { simple: true }) as number;
    this.db.pragma(`cache_size = ${BULK_CACHE_SIZE}`);
    try {
      return this.writeGroupStraight.immediate(group);
    } catch (error) {
      if (!(error instanceof NotStraight) && !isUniqueViolation(error)) throw error;
      return this.write(group);
    } finally {
      this.db.pragma(`cache_size = ${cacheSize}`);
    }
  }

  /**
   * Commits the group and tells each append's outcome. Throws when the transaction as a whole failed (lock timeout,
   * I/O error, disk full): then nothing of the group was written.
   */
  write(group: readonly AppendRequest[]): AppendOutcome[] {
    // IMMEDIATE takes the write lock up front, so writers in other processes queue on busy_timeout instead of failing.
    return this.writeGroup.immediate(group);
  }

  /**
   * Like `write`, but answers 'busy' at once (nothing written) when another connection holds the write lock, instead
   * of sleeping in SQLite's busy handler: that sleep holds the whole event loop (1 to 100 ms at a time).
   */
  tryWrite(group: readonly AppendRequest[]): AppendOutcome[] | 'busy' {
    const busyTimeout = this.db.pragma('busy_timeout', { simple: true }) as number;
    this.db.pragma('busy_timeout = 0');
    try {
      return this.writeGroup.immediate(group);
    } catch (error) {
      // SQLITE_BUSY fails the transaction as a whole (better-sqlite3 rolled it back): the group can be written again.
      if (isBusy(error) && !this.db.inTransaction) return 'busy';
      throw error;
    } finally {
      this.db.pragma(`busy_timeout = ${busyTimeout}`);
    }
  }

  private attempt(append: AppendRequest): AppendOutcome {
    try {
      return { result: this.appendInSavepoint(append) };
    } catch (error) {
      // Some errors (SQLITE_FULL, SQLITE_IOERR, ...) make SQLite roll back the whole transaction: fail the group.
      if (!this.db.inTransaction) throw error;
      const earlier = isConflict(error) ? this.earlierAppendOf(append) : undefined;
      if (earlier) return { result: earlier };
      return { error: isUniqueViolation(error) ? (this.duplicateOf(append) ?? error) : error };
    }
  }

  /** Which event id of the append is already stored (elsewhere): the typed error for a UNIQUE(event_id) violation. */
  private duplicateOf({ stream, events }: AppendRequest): DuplicateEventIdError | undefined {
    const stored = events.find((event) => this.placeOf.get(event.eventId) !== undefined);
    return stored ? new DuplicateEventIdError(stream, stored.eventId) : undefined;
  }

  /** A retry of an append that already succeeded: every event id is stored, in this stream. */
  private earlierAppendOf({ stream, events }: AppendRequest): AppendResult | undefined {
    const places = events.map((event) => this.placeOf.get(event.eventId));
    if (places.some((place) => place === undefined || place.stream !== stream)) return undefined;
    const last = (places as StoredPlace[]).reduce((latest, place) => (place.position > latest.position ? place : latest));
    return { revision: last.revision, position: last.position };
  }
}

/** Page cache of a bulk write, in KiB (SQLite's negative form). */
const BULK_CACHE_SIZE = -64 * 1024;

/** An append of a straight group that would not succeed as is: the group is written append by append instead. */
class NotStraight extends Error {}

/**
 * By code, not `instanceof Error`: better-sqlite3's native addon builds SqliteError once per process, on the Error of
 * the first realm that loaded it (under jest, another test file's), so `instanceof Error` can be false.
 */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

function isBusy(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

function revisionMatches(expected: ExpectedRevision, actual: number): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return actual === -1;
  return expected === actual;
}

function isConflict(error: unknown): boolean {
  return error instanceof WrongExpectedRevisionError || isUniqueViolation(error);
}
