import { ReadStoreInputError } from '../read-store.errors';
import type { Scalar } from '../read-store.port';
import type { Predicate, RangeBounds, SortKey } from '../where-predicate';

/** A WHERE clause with its bound parameters: values are always bound, never written into the SQL text. */
export interface SqlCondition {
  sql: string;
  params: Array<string | number | Buffer>;
}
type Params = SqlCondition['params'];

/** Registered on every connection by the store: case-insensitive substring match with full Unicode lower-casing. */
export const CONTAINS_FUNCTION = 'read_store_contains_ci';

/** The SQL function `CONTAINS_FUNCTION(value, needle)`: 1 when the text value holds the (lower-case) needle, ignoring case. */
export function containsIgnoringCase(value: unknown, needle: unknown): number {
  return typeof value === 'string' && typeof needle === 'string' && value.toLowerCase().includes(needle) ? 1 : 0;
}

const NUMERIC_TYPES = "('integer', 'real')";

/** Fields of a collection that are real (generated, indexed) columns of its table. */
export type IndexedColumns = ReadonlySet<string>;
const NO_COLUMNS: IndexedColumns = new Set();

/** The generated column holding an indexed field (`"f:client_id"`). */
export function columnName(field: string): string {
  return `"f:${field}"`;
}

/**
 * The generated column of an indexed field: the field's value with its JSON type kept apart — text, integer or real
 * as themselves, true/false as the blobs X'01'/X'00', objects and arrays as blobs of their JSON — so that a plain
 * `column = ?` only matches a value of the same type (SQLite never equates text, numbers and blobs) and the planner
 * uses the index without any json_type guard.
 */
export function columnExpression(field: string): string {
  const path = `'$.${field}'`;
  return `CASE json_type(doc, ${path}) WHEN 'true' THEN X'01' WHEN 'false' THEN X'00' WHEN 'object' THEN CAST(json_extract(doc, ${path}) AS BLOB) WHEN 'array' THEN CAST(json_extract(doc, ${path}) AS BLOB) ELSE json_extract(doc, ${path}) END`;
}

/**
 * The definition of a generated column: stored when a table is created (computed as each document is written), virtual
 * when added to an existing table (SQLite cannot add a stored one).
 */
export function generatedColumnSql(declaration: string, expression: string, storage: 'STORED' | 'VIRTUAL'): string {
  return `${declaration} GENERATED ALWAYS AS (${expression}) ${storage}`;
}

/** The generated column of an indexed field, as `generatedColumnSql` defines it. */
export function fieldColumnSql(field: string, storage: 'STORED' | 'VIRTUAL'): string {
  return generatedColumnSql(columnName(field), columnExpression(field), storage);
}

/**
 * SQL reading a field: the `id` column, or json_extract with a literal path. The path must be a literal (not a
 * parameter) for SQLite to use the expression indexes, which is safe because field paths are validated identifiers.
 */
export function fieldValueSql(field: string): string {
  return field === 'id' ? 'id' : `json_extract(doc, '$.${field}')`;
}

function isColumn(field: string, columns: IndexedColumns): boolean {
  return field === 'id' || columns.has(field);
}

function readSql(field: string, columns: IndexedColumns): string {
  return field === 'id' ? 'id' : columns.has(field) ? columnName(field) : fieldValueSql(field);
}

/**
 * A scalar as the generated columns hold it (booleans as X'01'/X'00'). The byte gets a buffer of its own: one cut from
 * Node's shared pool would take the whole pool (8 KiB, 64 KiB in the API) along on every copy to a read thread.
 */
function columnParam(value: string | number | boolean): string | number | Buffer {
  return typeof value === 'boolean' ? Buffer.alloc(1, value ? 1 : 0) : value;
}

function fieldTypeSql(field: string): string {
  return field === 'id' ? "'text'" : `json_type(doc, '$.${field}')`;
}

export function predicateToSql(predicate: Predicate, columns: IndexedColumns = NO_COLUMNS): SqlCondition {
  const params: Params = [];
  return { sql: translate(predicate, params, columns), params };
}

export function sortToSql(keys: readonly SortKey[], columns: IndexedColumns = NO_COLUMNS): string {
  return keys.map((key) => `${readSql(key.field, columns)} ${key.direction === 'desc' ? 'DESC' : 'ASC'}`).join(', ');
}

/**
 * Keyset paging: the rows strictly after `values` in the order of `keys`. A leading bound on the first key lets the
 * planner seek into the index instead of walking the rows before the cursor.
 */
export function afterToSql(keys: readonly SortKey[], values: readonly Scalar[], columns: IndexedColumns = NO_COLUMNS): SqlCondition {
  const params: Params = [];
  const step = (index: number): string => {
    const key = keys[index];
    const read = readSql(key.field, columns);
    const operator = key.direction === 'desc' ? '<' : '>';
    const value = values[index];
    if (value === null) throw new ReadStoreInputError(`Keyset paging needs a value for ${key.field}`);
    params.push(isColumn(key.field, columns) ? columnParam(value) : (value as string | number));
    if (index === keys.length - 1) return `${read} ${operator} ?`;
    params.push(isColumn(key.field, columns) ? columnParam(value) : (value as string | number));
    return `(${read} ${operator} ? OR (${read} = ? AND ${step(index + 1)}))`;
  };
  if (keys.length !== values.length) throw new ReadStoreInputError(`A page cursor needs ${keys.length} sort values`);
  const first = keys[0];
  const firstValue = values[0];
  if (firstValue === null) throw new ReadStoreInputError(`Keyset paging needs a value for ${first.field}`);
  const seek = `${readSql(first.field, columns)} ${first.direction === 'desc' ? '<=' : '>='} ?`;
  const seekParam = isColumn(first.field, columns) ? columnParam(firstValue) : (firstValue as string | number);
  const rest = step(0);
  return { sql: `(${seek} AND ${rest})`, params: [seekParam, ...params] };
}

function translate(predicate: Predicate, params: Params, columns: IndexedColumns): string {
  switch (predicate.op) {
    case 'and':
      return join(predicate.items, ' AND ', '1', params, columns);
    case 'or':
      return join(predicate.items, ' OR ', '0', params, columns);
    case 'eq':
      return isColumn(predicate.field, columns)
        ? columnOneOf(predicate.field, [predicate.value], params)
        : oneOf(predicate.field, [predicate.value], params);
    case 'in':
      return isColumn(predicate.field, columns)
        ? columnOneOf(predicate.field, predicate.values, params)
        : oneOf(predicate.field, predicate.values, params);
    case 'contains':
      params.push(predicate.needle.toLowerCase());
      return `(${fieldTypeSql(predicate.field)} = 'text' AND ${CONTAINS_FUNCTION}(${fieldValueSql(predicate.field)}, ?))`;
    case 'range':
      return isColumn(predicate.field, columns)
        ? columnRange(predicate.field, predicate.bounds, params)
        : range(predicate.field, predicate.bounds, params);
  }
}

function join(items: Predicate[], operator: string, whenEmpty: string, params: Params, columns: IndexedColumns): string {
  if (items.length === 0) return whenEmpty;
  return `(${items.map((item) => translate(item, params, columns)).join(operator)})`;
}

/** Equality and `in` on a generated column: the stored value keeps its type, so no type guard is needed. */
function columnOneOf(field: string, values: readonly Scalar[], params: Params): string {
  const column = readSql(field, new Set([field]));
  const present = values.filter((value): value is string | number | boolean => value !== null);
  const alternatives: string[] = [];
  if (values.includes(null)) alternatives.push(`${column} IS NULL`);
  if (present.length === 1) alternatives.push(`${column} = ?`);
  if (present.length > 1) alternatives.push(`${column} IN (${present.map(() => '?').join(', ')})`);
  params.push(...present.map(columnParam));
  if (alternatives.length === 0) return '0';
  return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' OR ')})`;
}

/** A range on a generated column: a string bound only reaches text values, a number bound only numbers. */
function columnRange(field: string, bounds: RangeBounds, params: Params): string {
  const column = readSql(field, new Set([field]));
  const parts = (Object.keys(RANGE_OPERATORS) as Array<keyof RangeBounds>)
    .filter((key) => bounds[key] !== undefined)
    .map((key) => {
      params.push(bounds[key] as string | number);
      return `${column} ${RANGE_OPERATORS[key]} ?`;
    });
  // Text sorts above every number and blobs above text: close the open end so other types stay out.
  const numeric = Object.values(bounds).some((bound) => typeof bound === 'number');
  parts.push(numeric ? `typeof(${column}) IN ('integer', 'real')` : `typeof(${column}) = 'text'`);
  return `(${parts.join(' AND ')})`;
}

/**
 * Matches like MongoDB: null matches a missing field too, and a value only matches a stored value of the same
 * JSON type (json_extract alone would let `true` equal `1`).
 */
function oneOf(field: string, values: readonly Scalar[], params: Params): string {
  const value = fieldValueSql(field);
  const type = fieldTypeSql(field);
  const strings = values.filter((v): v is string => typeof v === 'string');
  const numbers = values.filter((v): v is number => typeof v === 'number');
  const alternatives: string[] = [];
  if (values.includes(null)) alternatives.push(`${value} IS NULL`);
  if (strings.length > 0) alternatives.push(`(${value} ${membership(strings, params)} AND ${type} = 'text')`);
  if (numbers.length > 0) alternatives.push(`(${value} ${membership(numbers, params)} AND ${type} IN ${NUMERIC_TYPES})`);
  if (values.includes(true)) alternatives.push(`${type} = 'true'`);
  if (values.includes(false)) alternatives.push(`${type} = 'false'`);
  if (alternatives.length === 0) return '0';
  return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' OR ')})`;
}

function membership(values: Array<string | number>, params: Params): string {
  params.push(...values);
  return values.length === 1 ? '= ?' : `IN (${values.map(() => '?').join(', ')})`;
}

const RANGE_OPERATORS = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

function range(field: string, bounds: RangeBounds, params: Params): string {
  const value = fieldValueSql(field);
  const type = fieldTypeSql(field);
  const parts = (Object.keys(RANGE_OPERATORS) as Array<keyof RangeBounds>)
    .filter((key) => bounds[key] !== undefined)
    .map((key) => {
      const bound = bounds[key] as string | number;
      params.push(bound);
      const sameType = typeof bound === 'number' ? `${type} IN ${NUMERIC_TYPES}` : `${type} = 'text'`;
      return `${value} ${RANGE_OPERATORS[key]} ? AND ${sameType}`;
    });
  return `(${parts.join(' AND ')})`;
}
