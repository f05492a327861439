import type { Database, Statement } from 'better-sqlite3';
import { ReadStoreInputError } from '../read-store.errors';
import type { CollectionDefinition, IndexDefinition } from '../read-store.port';
import { assertCollectionName, assertIndexFields, isCollectionName } from '../read-store.validation';
import { columnName, fieldColumnSql, type IndexedColumns } from './sqlite-query';
import { defineSearch, digitsIndexName, searchColumnSql, searchColumns, searchIndexesOf, searchIndexNames, textIndexName } from './sqlite-search';

/** Prepared statements of one collection's table, created once and reused by every read, and its writes' SQL. */
export interface CollectionStatements {
  /** The quoted table name, for SQL built by readers. */
  table: string;
  /** The SQL of a document's upsert (id, doc, position) and removal (id, position), run by `sqliteWriter`. */
  writes: { upsert: string; remove: string };
  get: Statement<[string], { doc: string }>;
  /** A cached statement for generated SQL (find/count shapes repeat, so each is prepared once). */
  query(sql: string): Statement<unknown[], unknown>;
  /** Indexed fields held in generated columns (filters and sorts on them use the indexes). */
  columns: IndexedColumns;
  /** The full-text indexes of the collection's `search` definition. */
  search: { text: boolean; digits: boolean };
}

const TABLE_PREFIX = 'rm_';
const MAX_CACHED_QUERIES = 256;

export function tableName(collection: string): string {
  return `${TABLE_PREFIX}${assertCollectionName(collection)}`;
}

/** Owns the tables behind collections (`rm_<name>`) and caches their prepared statements. */
export class SqliteCollections {
  /** By collection name; only names that passed validation are ever stored. */
  private readonly cache = new Map<string, CollectionStatements>();
  private readonly tableExists: Statement<[string]>;

  constructor(private readonly db: Database) {
    this.tableExists = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`);
  }

  /**
   * Creates the table, a generated column per indexed field, the indexes on those columns (each ending with `id`, the
   * sort tie-breaker) and the full-text indexes of `search`; all idempotent. A new table stores its generated columns,
   * computed as each document is written (in a write thread, beside the replay), so that indexes built later read them
   * instead of parsing every document again: a 1M-event replay's deferred index builds took half the time. A column
   * added to an existing table is virtual (SQLite cannot add a stored one).
   * `deferIndexes` leaves the non-unique and full-text indexes to a later definition. Indexes of earlier releases on
   * json_extract expressions are dropped (the planner could not use them behind their type guards).
   */
  define(definition: CollectionDefinition): void {
    const table = tableName(definition.name);
    const indexes = definition.indexes ?? [];
    const fields = [...new Set(indexes.flatMap((index) => assertIndexFields(index)))].filter((field) => field !== 'id');
    // IMMEDIATE: the transaction reads the schema before it writes, and a read transaction that then meets another
    // connection's write (a write thread's commit) fails at once with SQLITE_BUSY instead of waiting its turn.
    this.db
      .transaction(() => {
        if (!this.tableExists.get(table)) this.db.exec(createTableSql(table, fields, definition.search));
        const existing = this.columnsOf(table);
        for (const field of fields) {
          if (!existing.has(`f:${field}`)) this.db.exec(`ALTER TABLE "${table}" ADD COLUMN ${fieldColumnSql(field, 'VIRTUAL')}`);
        }
        for (const index of definition.deferIndexes ? indexes.filter(({ unique }) => unique) : indexes) {
          const legacy = this.db.prepare(`SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?`).get(legacyIndexName(table, index)) as
            { sql: string } | undefined;
          if (legacy?.sql.includes('json_extract')) this.db.exec(`DROP INDEX "${legacyIndexName(table, index)}"`);
          this.db.exec(indexSql(table, index));
        }
        if (definition.search && !definition.deferIndexes) defineSearch(this.db, table, definition.search, existing);
      })
      .immediate();
    this.cache.delete(definition.name);
  }

  /** Whether `define` would build an index or a full-text index over documents already stored (a rebuild's end). */
  buildsOverDocuments(definition: CollectionDefinition): boolean {
    const table = tableName(definition.name);
    if (!this.tableExists.get(table) || !this.db.prepare(`SELECT 1 FROM "${table}" LIMIT 1`).get()) return false;
    const names = [...(definition.indexes ?? []).map((index) => indexName(table, index)), ...searchIndexNames(table, definition.search)];
    return names.some((name) => !this.db.prepare(`SELECT 1 FROM sqlite_master WHERE name = ?`).get(name));
  }

  /** Statements for reading, or undefined while the collection does not exist (reads then find nothing). */
  forReading(collection: string): CollectionStatements | undefined {
    const cached = this.cache.get(collection);
    if (cached) return cached;
    const table = tableName(collection);
    if (!this.tableExists.get(table)) return undefined;
    const statements = this.prepare(table);
    this.cache.set(collection, statements);
    return statements;
  }

  forWriting(collection: string): CollectionStatements {
    const statements = this.forReading(collection);
    if (!statements) {
      throw new ReadStoreInputError(`Collection ${collection} is not defined: call defineCollection first`);
    }
    return statements;
  }

  drop(collection: string): void {
    const table = tableName(collection);
    this.cache.delete(collection);
    this.db.exec(
      `DROP TABLE IF EXISTS "${table}"; DROP TABLE IF EXISTS "${textIndexName(table)}"; DROP TABLE IF EXISTS "${digitsIndexName(table)}";`,
    );
  }

  list(): string[] {
    const rows = this.db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND substr(name, 1, ?) = ? ORDER BY name`)
      .all(TABLE_PREFIX.length, TABLE_PREFIX) as Array<{ name: string }>;
    // Full-text index tables (`rm_<name>:text`, their shadow tables) are not collections.
    return rows.map((row) => row.name.slice(TABLE_PREFIX.length)).filter(isCollectionName);
  }

  private columnsOf(table: string): Set<string> {
    const rows = this.db.prepare(`SELECT name FROM pragma_table_xinfo(?)`).all(table) as Array<{ name: string }>;
    return new Set(rows.map((row) => row.name));
  }

  private prepare(table: string): CollectionStatements {
    const queries = new Map<string, Statement<unknown[], unknown>>();
    const columns = new Set([...this.columnsOf(table)].filter((name) => name.startsWith('f:')).map((name) => name.slice(2)));
    return {
      table: `"${table}"`,
      columns,
      search: searchIndexesOf(this.db, table),
      // The position guard keeps a document written by a newer event from being overwritten by an older one. The
      // document comes as text, or as its UTF-8 bytes from a write thread (stored as text all the same).
      writes: {
        upsert: `INSERT INTO "${table}" (id, doc, position) VALUES (?, CAST(? AS TEXT), ?)
         ON CONFLICT (id) DO UPDATE SET doc = excluded.doc, position = excluded.position
         WHERE excluded.position >= "${table}".position`,
        remove: `DELETE FROM "${table}" WHERE id = ? AND position <= ?`,
      },
      get: this.db.prepare(`SELECT doc FROM "${table}" WHERE id = ?`),
      query: (sql) => {
        let statement = queries.get(sql);
        if (!statement) {
          if (queries.size >= MAX_CACHED_QUERIES) queries.clear();
          statement = this.db.prepare(sql);
          queries.set(sql, statement);
        }
        return statement;
      },
    };
  }
}

function createTableSql(table: string, fields: readonly string[], search: CollectionDefinition['search']): string {
  const generated = [
    ...fields.map((field) => fieldColumnSql(field, 'STORED')),
    ...searchColumns(table, search).map((column) => searchColumnSql(column, 'STORED')),
  ];
  return `CREATE TABLE "${table}" (${['id TEXT PRIMARY KEY', 'doc TEXT NOT NULL', 'position INTEGER NOT NULL', ...generated].join(', ')})`;
}

/** The name earlier releases gave an index on json_extract expressions. */
function legacyIndexName(table: string, index: IndexDefinition): string {
  return `${table}:${index.unique ? 'unique' : 'index'}(${assertIndexFields(index).join(',')})`;
}

/** An index on the fields' generated columns; a non-unique one ends with `id`, the tie-breaker of every sort. */
function indexSql(table: string, index: IndexDefinition): string {
  const keys = indexKeys(index);
  const columns = keys.map((field) => (field === 'id' ? 'id' : columnName(field))).join(', ');
  return `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS "${indexName(table, index)}" ON "${table}" (${columns})`;
}

function indexKeys(index: IndexDefinition): string[] {
  const fields = assertIndexFields(index);
  return index.unique || fields.includes('id') ? fields : [...fields, 'id'];
}

function indexName(table: string, index: IndexDefinition): string {
  return `${table}:${index.unique ? 'unique' : 'columns'}(${indexKeys(index).join(',')})`;
}
