import type Database from 'better-sqlite3';
import type { EventFilter, StoredEvent } from '../event-store.port';
import { EVENT_COLUMNS, toStoredEvent, type EventRow } from './sqlite-event-log';

/** Reads pages of the global log with prepared statements, one per filter shape. */
export class SqliteEventReader {
  private readonly headStatement: Database.Statement<[], number | null>;
  private readonly streamStatement: Database.Statement<[string, number], EventRow>;
  private readonly pageStatements = new Map<string, Database.Statement<unknown[], EventRow>>();

  constructor(private readonly db: Database.Database) {
    this.headStatement = db.prepare<[], number | null>('SELECT MAX(position) FROM events').pluck();
    this.streamStatement = db.prepare<[string, number], EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream = ? AND revision >= ? ORDER BY revision`,
    );
  }

  head(): number {
    return this.headStatement.get() ?? 0;
  }

  stream(stream: string, fromRevision: number): StoredEvent[] {
    return this.streamStatement.all(stream, fromRevision).map(toStoredEvent);
  }

  /** Up to `limit` events with `after < position <= upTo` that pass the filter, in position order. */
  page(after: number, upTo: number, filter: EventFilter | undefined, limit: number): StoredEvent[] {
    const types = filter?.types ?? [];
    const prefixes = filter?.streamPrefixes ?? [];
    return this.pageStatement(types.length, prefixes.length)
      .all(after, upTo, ...types, ...prefixes, limit)
      .map(toStoredEvent);
  }

  private pageStatement(typeCount: number, prefixCount: number): Database.Statement<unknown[], EventRow> {
    const key = `${typeCount}:${prefixCount}`;
    let statement = this.pageStatements.get(key);
    if (!statement) {
      const conditions = ['position > ?', 'position <= ?'];
      if (typeCount > 0) conditions.push(`type IN (${placeholders(typeCount, '?')})`);
      // instr(...) = 1 is "starts with", without LIKE's case folding and wildcards.
      if (prefixCount > 0) conditions.push(`(${placeholders(prefixCount, 'instr(stream, ?) = 1', ' OR ')})`);
      statement = this.db.prepare<unknown[], EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE ${conditions.join(' AND ')} ORDER BY position LIMIT ?`,
      );
      this.pageStatements.set(key, statement);
    }
    return statement;
  }
}

function placeholders(count: number, template: string, separator = ', '): string {
  return Array.from({ length: count }, () => template).join(separator);
}
