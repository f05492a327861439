import type { CountOptions, Doc, FindOptions, ReadCollection, Where } from '../read-store.port';
import { assertCountOptions, assertFindExtras, assertPaging } from '../read-store.validation';
import { parseOrderBy, parseWhere } from '../where-predicate';
import type { CollectionStatements, SqliteCollections } from './sqlite-collections';
import { afterToSql, predicateToSql, type SqlCondition, sortToSql } from './sqlite-query';
import type { SqliteReadWorkers } from './sqlite-read-workers';
import { searchCondition, searchRowids } from './sqlite-search';

/**
 * Above this many matches a search is "broad": its page is found by walking the sort index and testing rows against
 * the matches (a few index steps per row shown) rather than by reading and sorting every match.
 */
const BROAD_SEARCH = 300;
const BROAD_COUNT = 20_000;

function and(...conditions: Array<SqlCondition | undefined>): SqlCondition {
  const present = conditions.filter((condition): condition is SqlCondition => condition !== undefined);
  return { sql: present.map((condition) => condition.sql).join(' AND '), params: present.flatMap((condition) => condition.params) };
}

export class SqliteReadCollection<T extends Doc> implements ReadCollection<T> {
  constructor(
    private readonly collections: SqliteCollections,
    private readonly name: string,
    /** Where find and count run when given (a lookup by id stays on the store's connection: it is always short). */
    private readonly workers?: SqliteReadWorkers,
  ) {}

  async get(id: string): Promise<T | null> {
    const row = this.collections.forReading(this.name)?.get.get(id);
    return row ? (JSON.parse(row.doc) as T) : null;
  }

  async find(options: FindOptions = {}): Promise<T[]> {
    const { limit, offset } = options;
    assertPaging(limit, offset);
    assertFindExtras(options);
    const statements = this.collections.forReading(this.name);
    if (!statements) return [];
    const keys = parseOrderBy(options.orderBy);
    const where = and(
      predicateToSql(parseWhere(options.where), statements.columns),
      this.searchOf(
        statements,
        options.search,
        options.search !== undefined && (await this.matches(statements, options.search, BROAD_SEARCH + 1)) > BROAD_SEARCH,
      ),
      options.after ? afterToSql(keys, options.after, statements.columns) : undefined,
    );
    const order = sortToSql(keys, statements.columns);
    const paging = limit !== undefined || offset !== undefined ? ' LIMIT ? OFFSET ?' : '';
    const sql = `SELECT doc FROM ${statements.table} WHERE ${where.sql} ORDER BY ${order}${paging}`;
    const params = paging ? [...where.params, limit ?? -1, offset ?? 0] : where.params;
    const rows = (await this.selectAll(statements, sql, params)) as Array<{ doc: string }>;
    return rows.map((row) => JSON.parse(row.doc) as T);
  }

  async count(where?: Where, options: CountOptions = {}): Promise<number> {
    assertCountOptions(options);
    const statements = this.collections.forReading(this.name);
    if (!statements) return 0;
    const predicate = parseWhere(where);
    // A search alone is counted on the full-text indexes (they hold exactly the collection's rows).
    if (options.search !== undefined && predicate.op === 'and' && predicate.items.length === 0) {
      return this.matches(statements, options.search, options.limit);
    }
    // Counting every row: starting from the matches (one row lookup each) is cheaper unless they are very many.
    const broad = options.search !== undefined && (await this.matches(statements, options.search, BROAD_COUNT + 1)) > BROAD_COUNT;
    const condition = and(predicateToSql(predicate, statements.columns), this.searchOf(statements, options.search, broad));
    if (options.limit === undefined) {
      const sql = `SELECT count(*) AS total FROM ${statements.table} WHERE ${condition.sql}`;
      return this.countOf(statements, sql, condition.params);
    }
    const sql = `SELECT count(*) AS total FROM (SELECT 1 FROM ${statements.table} WHERE ${condition.sql} LIMIT ?)`;
    return this.countOf(statements, sql, [...condition.params, options.limit]);
  }

  private searchOf(statements: CollectionStatements, search: string | undefined, broad = false): SqlCondition | undefined {
    if (search === undefined) return undefined;
    return searchCondition(statements.table.slice(1, -1), statements.search, search, broad);
  }

  /** How many rows a search matches, counted on the full-text indexes alone, up to `limit`. */
  private async matches(statements: CollectionStatements, search: string, limit?: number): Promise<number> {
    const rowids = searchRowids(statements.table.slice(1, -1), statements.search, search);
    if (!rowids) return 0;
    const sql = `SELECT count(*) AS total FROM (${rowids.sql}${limit === undefined ? '' : ' LIMIT ?'})`;
    const params = limit === undefined ? rowids.params : [...rowids.params, limit];
    return this.countOf(statements, sql, params);
  }

  private selectAll(statements: CollectionStatements, sql: string, params: readonly unknown[]): unknown[] | Promise<unknown[]> {
    return this.workers ? this.workers.all(sql, params) : statements.query(sql).all(...params);
  }

  /** Runs a `SELECT count(*) AS total …`. */
  private async countOf(statements: CollectionStatements, sql: string, params: readonly unknown[]): Promise<number> {
    const row = await (this.workers ? this.workers.get(sql, params) : statements.query(sql).get(...params));
    return (row as { total: number }).total;
  }
}
