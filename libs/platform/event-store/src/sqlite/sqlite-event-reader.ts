import type Database from 'better-sqlite3';
import type { EventFilter, StoredEvent } from '../event-store.port';
import { EVENT_COLUMNS, toStoredEvent, type EventRow } from './sqlite-event-log';

/** A window of positions is walked (not read through the type index) when at least one position in this many matches. */
const DENSE_ONE_IN = 8;

/** Reads pages of the global log with prepared statements, one per filter shape. */
export class SqliteEventReader {
  private readonly headStatement: Database.Statement<[], number | null>;
  private readonly streamStatement: Database.Statement<[string, number], EventRow>;
  private readonly streamCount: Database.Statement<[string, string], number>;
  private readonly pageStatements = new Map<string, Database.Statement<unknown[], EventRow>>();

  constructor(private readonly db: Database.Database) {
    this.headStatement = db.prepare<[], number | null>('SELECT MAX(position) FROM events').pluck();
    this.streamStatement = db.prepare<[string, number], EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream = ? AND revision >= ? ORDER BY revision`,
    );
    this.streamCount = db.prepare<[string, string], number>('SELECT COUNT(*) FROM events WHERE stream >= ? AND stream < ?').pluck();
  }

  head(): number {
    return this.headStatement.get() ?? 0;
  }

  stream(stream: string, fromRevision: number): StoredEvent[] {
    return this.streamStatement.all(stream, fromRevision).map(toStoredEvent);
  }

  /**
   * Up to `limit` events with `after < position <= upTo` that pass the filter, in position order. `viaStreams`: find
   * them through the (stream, revision) index rather than by walking positions (see `fewInStreams`).
   */
  page(after: number, upTo: number, filter: EventFilter | undefined, limit: number, viaStreams = false): StoredEvent[] {
    const types = filter?.types ?? [];
    const prefixes = filter?.streamPrefixes ?? [];
    if (viaStreams) {
      const ranges = prefixes.flatMap((prefix) => [prefix, upperBoundOf(prefix) as string, prefix]);
      return this.pageStatement(types.length, prefixes.length, true)
        .all(...ranges, after, upTo, after, upTo, ...types, limit)
        .map(toStoredEvent);
    }
    if (types.length === 0)
      return this.pageStatement(0, prefixes.length, false)
        .all(after, upTo, ...prefixes, limit)
        .map(toStoredEvent);
    return this.typedPage(after, upTo, types, prefixes, limit);
  }

  /**
   * A page filtered by type, read window by window of positions. Left to itself the planner starts from the type
   * index and sorts every match up to `upTo` to return the first `limit`: a replay (every type) then sorted the rest
   * of the log for each page, 7x slower than walking it. So each window is read by walking positions while the types
   * are dense (at least one position in DENSE_ONE_IN matches), through the type index while they are sparse, with
   * windows growing for sparse types (a rare type is found in a few index reads whatever the log's size).
   */
  private typedPage(after: number, upTo: number, types: readonly string[], prefixes: readonly string[], limit: number): StoredEvent[] {
    const rows: EventRow[] = [];
    let from = after;
    let span = limit;
    let dense = true;
    while (rows.length < limit && from < upTo) {
      const to = Math.min(upTo, from + span);
      const window = this.pageStatement(types.length, prefixes.length, false, dense ? 'walk' : 'type-index').all(
        from,
        to,
        ...types,
        ...prefixes,
        limit - rows.length,
      );
      for (const row of window) rows.push(row);
      dense = window.length * DENSE_ONE_IN >= to - from;
      span = dense ? limit : span * 4;
      from = to;
    }
    return rows.map(toStoredEvent);
  }

  /** Up to `limit` events with `position < before` that pass the filter, newest first (walks positions backwards). */
  pageBackward(before: number, filter: EventFilter | undefined, limit: number): StoredEvent[] {
    const types = filter?.types ?? [];
    const prefixes = filter?.streamPrefixes ?? [];
    const key = `backward:${types.length}:${prefixes.length}`;
    let statement = this.pageStatements.get(key);
    if (!statement) {
      const conditions = ['position < ?'];
      if (types.length > 0) conditions.push(`type IN (${placeholders(types.length, '?')})`);
      if (prefixes.length > 0) conditions.push(`(${placeholders(prefixes.length, 'instr(stream, ?) = 1', ' OR ')})`);
      statement = this.db.prepare<unknown[], EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE ${conditions.join(' AND ')} ORDER BY position DESC LIMIT ?`,
      );
      this.pageStatements.set(key, statement);
    }
    return statement.all(before, ...types, ...prefixes, limit).map(toStoredEvent);
  }

  /**
   * True when the streams of these prefixes hold few events (at most `atMost`), so that reading them through the
   * stream index beats walking every position: a prefix filter on a large log (a start-up migration reading `user-`
   * streams) otherwise scans the whole table for a handful of rows, holding the event loop for a second per million
   * events. Never for an empty prefix or one without an upper bound.
   */
  fewInStreams(prefixes: readonly string[], atMost: number): boolean {
    if (prefixes.length === 0 || prefixes.some((prefix) => upperBoundOf(prefix) === undefined)) return false;
    let count = 0;
    for (const prefix of prefixes) {
      count += this.streamCount.get(prefix, upperBoundOf(prefix) as string) ?? 0;
      if (count > atMost) return false;
    }
    return true;
  }

  private pageStatement(
    typeCount: number,
    prefixCount: number,
    viaStreams: boolean,
    types: 'walk' | 'type-index' = 'type-index',
  ): Database.Statement<unknown[], EventRow> {
    const key = `${typeCount}:${prefixCount}:${viaStreams}:${types}`;
    let statement = this.pageStatements.get(key);
    if (!statement) {
      const conditions = ['position > ?', 'position <= ?'];
      if (viaStreams) {
        // Positions of the prefixes' streams from the covering (stream, revision) index, then the rows by position.
        const inStreams = placeholders(prefixCount, '(stream >= ? AND stream < ? AND instr(stream, ?) = 1)', ' OR ');
        conditions.unshift(`position IN (SELECT position FROM events WHERE (${inStreams}) AND position > ? AND position <= ?)`);
      }
      // A unary + keeps the planner off the type index: the page walks positions and tests each event's type.
      if (typeCount > 0) conditions.push(`${types === 'walk' ? '+type' : 'type'} IN (${placeholders(typeCount, '?')})`);
      // instr(...) = 1 is "starts with", without LIKE's case folding and wildcards.
      if (prefixCount > 0 && !viaStreams) conditions.push(`(${placeholders(prefixCount, 'instr(stream, ?) = 1', ' OR ')})`);
      statement = this.db.prepare<unknown[], EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE ${conditions.join(' AND ')} ORDER BY position LIMIT ?`,
      );
      this.pageStatements.set(key, statement);
    }
    return statement;
  }
}

/**
 * The least string above every string that starts with `prefix`, in SQLite's BINARY (UTF-8 byte) order: the prefix
 * with its last character raised by one. Undefined for an empty prefix, or one ending in a surrogate or U+FFFF.
 */
export function upperBoundOf(prefix: string): string | undefined {
  const last = prefix.charCodeAt(prefix.length - 1);
  if (prefix === '' || (last >= 0xd800 && last <= 0xdfff) || last === 0xffff) return undefined;
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

function placeholders(count: number, template: string, separator = ', '): string {
  return Array.from({ length: count }, () => template).join(separator);
}
