import type { Doc, FindOptions, ReadCollection, Where } from '../read-store.port';
import { assertPaging } from '../read-store.validation';
import { parseOrderBy, parseWhere } from '../where-predicate';
import type { SqliteCollections } from './sqlite-collections';
import { predicateToSql, sortToSql } from './sqlite-query';

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
    const where = predicateToSql(parseWhere(options.where));
    const order = sortToSql(parseOrderBy(options.orderBy));
    const statements = this.collections.forReading(this.name);
    if (!statements) return [];
    const paging = limit !== undefined || offset !== undefined ? ' LIMIT ? OFFSET ?' : '';
    const sql = `SELECT doc FROM ${statements.table} WHERE ${where.sql} ORDER BY ${order}${paging}`;
    const params = paging ? [...where.params, limit ?? -1, offset ?? 0] : where.params;
    const rows = statements.query(sql).all(...params) as Array<{ doc: string }>;
    return rows.map((row) => JSON.parse(row.doc) as T);
  }

  async count(where?: Where): Promise<number> {
    const condition = predicateToSql(parseWhere(where));
    const statements = this.collections.forReading(this.name);
    if (!statements) return 0;
    const sql = `SELECT count(*) AS total FROM ${statements.table} WHERE ${condition.sql}`;
    return (statements.query(sql).get(...condition.params) as { total: number }).total;
  }
}
