import type { Database } from 'better-sqlite3';
import { ReadStoreInputError } from '../read-store.errors';
import type { SearchDefinition } from '../read-store.port';
import { assertFieldPath } from '../read-store.validation';
import { searchTerms } from '../search-terms';
import { generatedColumnSql, type SqlCondition } from './sqlite-query';

/** Generated columns of the collection table that feed the full-text indexes. */
export const SEARCH_TEXT_COLUMN = 'search_text';
export const SEARCH_DIGITS_COLUMN = 'search_digits';
/** Phone punctuation removed before the digits are indexed ("+1 (555) 123-4567" → "15551234567"). */
const PHONE_PUNCTUATION = [' ', '-', '(', ')', '+', '.', '/'];

export const textIndexName = (table: string) => `${table}:text`;
export const digitsIndexName = (table: string) => `${table}:digits`;

/** The FTS5 tables `defineSearch` creates for the definition. */
export function searchIndexNames(table: string, search: SearchDefinition | undefined): string[] {
  return searchColumns(table, search).map(({ name }) => name);
}

function jsonText(field: string): string {
  return `coalesce(json_extract(doc, '$.${assertFieldPath(field)}'), '')`;
}

function digitsOnly(sql: string): string {
  return PHONE_PUNCTUATION.reduce((inner, character) => `replace(${inner}, '${character}', '')`, sql);
}

/** A full-text index of a search definition and the generated column of the collection table that feeds it. */
export interface SearchColumn {
  column: string;
  expression: string;
  name: string;
  tokenize: string;
}

/** The generated column feeding a full-text index, as `generatedColumnSql` defines it. */
export function searchColumnSql({ column, expression }: Pick<SearchColumn, 'column' | 'expression'>, storage: 'STORED' | 'VIRTUAL'): string {
  return generatedColumnSql(`${column} TEXT`, expression, storage);
}

export function searchColumns(table: string, search: SearchDefinition | undefined): SearchColumn[] {
  const text = search?.text ?? [];
  const digits = search?.digits ?? [];
  const columns: SearchColumn[] = [];
  if (text.length > 0)
    columns.push({
      column: SEARCH_TEXT_COLUMN,
      expression: text.map(jsonText).join(` || ' ' || `),
      name: textIndexName(table),
      tokenize: `tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3 4 5 6'`,
    });
  if (digits.length > 0)
    columns.push({
      column: SEARCH_DIGITS_COLUMN,
      expression: digitsOnly(digits.map(jsonText).join(` || '|' || `)),
      name: digitsIndexName(table),
      tokenize: `tokenize = 'trigram'`,
    });
  return columns;
}

/**
 * Creates the collection's FTS5 indexes when missing: external-content tables over generated columns of the collection
 * table, kept in step by triggers — so every write of the document (whatever code issues it) updates them in its own
 * transaction. Text: unicode61 without diacritics, with prefix indexes (word-prefix queries); digits: trigram
 * (substring queries). An index created over existing documents is filled from them at once.
 */
export function defineSearch(db: Database, table: string, search: SearchDefinition, existingColumns: Set<string>): void {
  for (const { column, expression, name, tokenize } of searchColumns(table, search)) {
    if (!existingColumns.has(column)) db.exec(`ALTER TABLE "${table}" ADD COLUMN ${searchColumnSql({ column, expression }, 'VIRTUAL')}`);
    const exists = db.prepare(`SELECT 1 FROM sqlite_master WHERE name = ?`).get(name);
    if (exists) continue;
    db.exec(`CREATE VIRTUAL TABLE "${name}" USING fts5(${column}, content = '${table}', content_rowid = 'rowid', ${tokenize})`);
    db.exec(`
      CREATE TRIGGER "${name}:insert" AFTER INSERT ON "${table}" BEGIN
        INSERT INTO "${name}" (rowid, ${column}) VALUES (new.rowid, new.${column});
      END;
      CREATE TRIGGER "${name}:delete" AFTER DELETE ON "${table}" BEGIN
        INSERT INTO "${name}" ("${name}", rowid, ${column}) VALUES ('delete', old.rowid, old.${column});
      END;
      CREATE TRIGGER "${name}:update" AFTER UPDATE OF doc ON "${table}" BEGIN
        INSERT INTO "${name}" ("${name}", rowid, ${column}) VALUES ('delete', old.rowid, old.${column});
        INSERT INTO "${name}" (rowid, ${column}) VALUES (new.rowid, new.${column});
      END;`);
    db.exec(`INSERT INTO "${name}" ("${name}") VALUES ('rebuild')`);
  }
}

/** Which full-text indexes a collection table has (read from the schema, so every process sees the same). */
export function searchIndexesOf(db: Database, table: string): { text: boolean; digits: boolean } {
  const has = (name: string) => Boolean(db.prepare(`SELECT 1 FROM sqlite_master WHERE name = ?`).get(name));
  return { text: has(textIndexName(table)), digits: has(digitsIndexName(table)) };
}

const quote = (term: string) => `"${term.replace(/"/g, '""')}"`;

/** The row ids matching a search box entry, as a query on the full-text indexes (null: nothing can match). */
export function searchRowids(table: string, indexes: { text: boolean; digits: boolean }, needle: string): SqlCondition | null {
  if (typeof needle !== 'string' || needle.length > 500) throw new ReadStoreInputError('A search must be a string of at most 500 characters');
  const { words, digits } = searchTerms(needle);
  const parts: string[] = [];
  const params: string[] = [];
  if (indexes.text && words.length > 0) {
    parts.push(`SELECT rowid FROM "${textIndexName(table)}" WHERE "${textIndexName(table)}" MATCH ?`);
    params.push(words.map((word) => `${quote(word)}*`).join(' '));
  }
  if (indexes.digits && digits) {
    parts.push(`SELECT rowid FROM "${digitsIndexName(table)}" WHERE "${digitsIndexName(table)}" MATCH ?`);
    params.push(quote(digits));
  }
  if (parts.length === 0) return null;
  return { sql: parts.join(' UNION '), params };
}

/**
 * The search as a condition on the collection table. `broad`: the search matches many rows, so the planner must not
 * start from them (reading and sorting every match) but walk the sort or filter index and test each row against the
 * matches (`+rowid` keeps the row-id lookup from being chosen as the access path).
 */
export function searchCondition(table: string, indexes: { text: boolean; digits: boolean }, needle: string, broad = false): SqlCondition {
  const rowids = searchRowids(table, indexes, needle);
  if (!rowids) return { sql: '0', params: [] };
  return { sql: `${broad ? '+rowid' : 'rowid'} IN (${rowids.sql})`, params: rowids.params };
}
