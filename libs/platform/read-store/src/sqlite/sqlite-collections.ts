import type { Database, Statement } from 'better-sqlite3';
import { ReadStoreInputError } from '../read-store.errors';
import type { CollectionDefinition, IndexDefinition } from '../read-store.port';
import { assertCollectionName, assertIndexFields } from '../read-store.validation';
import { fieldValueSql } from './sqlite-query';

/** Prepared statements of one collection's table, created once and reused by every read and commit. */
export interface CollectionStatements {
  /** The quoted table name, for SQL built by readers. */
  table: string;
  upsert: Statement<[string, string, number]>;
  remove: Statement<[string, number]>;
  get: Statement<[string], { doc: string }>;
  /** A cached statement for generated SQL (find/count shapes repeat, so each is prepared once). */
  query(sql: string): Statement<unknown[], unknown>;
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

  define(definition: CollectionDefinition): void {
    const table = tableName(definition.name);
    const indexes = (definition.indexes ?? []).map((index) => indexSql(table, index));
    this.db.transaction(() => {
      this.db.exec(
        `CREATE TABLE IF NOT EXISTS "${table}" (id TEXT PRIMARY KEY, doc TEXT NOT NULL, position INTEGER NOT NULL)`,
      );
      for (const sql of indexes) this.db.exec(sql);
    })();
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
    this.db.exec(`DROP TABLE IF EXISTS "${table}"`);
  }

  list(): string[] {
    const rows = this.db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND substr(name, 1, ?) = ? ORDER BY name`)
      .all(TABLE_PREFIX.length, TABLE_PREFIX) as Array<{ name: string }>;
    return rows.map((row) => row.name.slice(TABLE_PREFIX.length));
  }

  private prepare(table: string): CollectionStatements {
    const queries = new Map<string, Statement<unknown[], unknown>>();
    return {
      table: `"${table}"`,
      // The position guard keeps a document written by a newer event from being overwritten by an older one.
      upsert: this.db.prepare(
        `INSERT INTO "${table}" (id, doc, position) VALUES (?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET doc = excluded.doc, position = excluded.position
         WHERE excluded.position >= "${table}".position`,
      ),
      remove: this.db.prepare(`DELETE FROM "${table}" WHERE id = ? AND position <= ?`),
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

function indexSql(table: string, index: IndexDefinition): string {
  const fields = assertIndexFields(index);
  const name = `${table}:${index.unique ? 'unique' : 'index'}(${fields.join(',')})`;
  const columns = fields.map(fieldValueSql).join(', ');
  return `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS "${name}" ON "${table}" (${columns})`;
}
