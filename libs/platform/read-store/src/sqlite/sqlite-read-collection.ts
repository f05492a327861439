import type { CountOptions, Doc, FindOptions, ReadCollection, Where } from '../read-store.port';
import { assertCountOptions, assertFindExtras, assertPaging } from '../read-store.validation';
import { parseOrderBy, parseWhere } from '../where-predicate';
import type { CollectionStatements, SqliteCollections } from './sqlite-collections';
import { afterToSql, predicateToSql, type SqlCondition, sortToSql } from './sqlite-query';
import { searchCondition } from './sqlite-search';

function and(...conditions: Array<SqlCondition | undefined>): SqlCondition {
  const present = conditions.filter((condition): condition is SqlCondition => condition !== undefined);
  return { sql: present.map((condition) => condition.sql).join(' AND '), params: present.flatMap((condition) => condition.params) };
}

export class SqliteReadCollection<T extends Doc> implements ReadCollection<T> {
  constructor(
    private readonly collections: SqliteCollections,
    private readonly name: string,
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
      this.searchOf(statements, options.search),
      options.after ? afterToSql(keys, options.after, statements.columns) : undefined,
    );
    const order = sortToSql(keys, statements.columns);
    const paging = limit !== undefined || offset !== undefined ? ' LIMIT ? OFFSET ?' : '';
    const sql = `SELECT doc FROM ${statements.table} WHERE ${where.sql} ORDER BY ${order}${paging}`;
    const params = paging ? [...where.params, limit ?? -1, offset ?? 0] : where.params;
    const rows = statements.query(sql).all(...params) as Array<{ doc: string }>;
    return rows.map((row) => JSON.parse(row.doc) as T);
  }

  async count(where?: Where, options: CountOptions = {}): Promise<number> {
    assertCountOptions(options);
    const statements = this.collections.forReading(this.name);
    if (!statements) return 0;
    const condition = and(predicateToSql(parseWhere(where), statements.columns), this.searchOf(statements, options.search));
    if (options.limit === undefined) {
      const sql = `SELECT count(*) AS total FROM ${statements.table} WHERE ${condition.sql}`;
      return (statements.query(sql).get(...condition.params) as { total: number }).total;
    }
    const sql = `SELECT count(*) AS total FROM (SELECT 1 FROM ${statements.table} WHERE ${condition.sql} LIMIT ?)`;
    return (statements.query(sql).get(...condition.params, options.limit) as { total: number }).total;
  }

  private searchOf(statements: CollectionStatements, search: string | undefined): SqlCondition | undefined {
    if (search === undefined) return undefined;
    return searchCondition(statements.table.slice(1, -1), statements.search, search);
  }
}
