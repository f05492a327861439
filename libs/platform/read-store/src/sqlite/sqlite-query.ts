import type { Scalar } from '../read-store.port';
import type { Predicate, RangeBounds, SortKey } from '../where-predicate';

/** A WHERE clause with its bound parameters: values are always bound, never written into the SQL text. */
export interface SqlCondition {
  sql: string;
  params: Array<string | number>;
}

/** Registered on every connection by the store: case-insensitive substring match with full Unicode lower-casing. */
export const CONTAINS_FUNCTION = 'read_store_contains_ci';

const NUMERIC_TYPES = "('integer', 'real')";

/**
 * SQL reading a field: the `id` column, or json_extract with a literal path. The path must be a literal (not a
 * parameter) for SQLite to use the expression indexes, which is safe because field paths are validated identifiers.
 */
export function fieldValueSql(field: string): string {
  return field === 'id' ? 'id' : `json_extract(doc, '$.${field}')`;
}

function fieldTypeSql(field: string): string {
  return field === 'id' ? "'text'" : `json_type(doc, '$.${field}')`;
}

export function predicateToSql(predicate: Predicate): SqlCondition {
  const params: Array<string | number> = [];
  return { sql: translate(predicate, params), params };
}

export function sortToSql(keys: readonly SortKey[]): string {
  return keys.map((key) => `${fieldValueSql(key.field)} ${key.direction === 'desc' ? 'DESC' : 'ASC'}`).join(', ');
}

function translate(predicate: Predicate, params: Array<string | number>): string {
  switch (predicate.op) {
    case 'and':
      return join(predicate.items, ' AND ', '1', params);
    case 'or':
      return join(predicate.items, ' OR ', '0', params);
    case 'eq':
      return oneOf(predicate.field, [predicate.value], params);
    case 'in':
      return oneOf(predicate.field, predicate.values, params);
    case 'contains':
      params.push(predicate.needle.toLowerCase());
      return `(${fieldTypeSql(predicate.field)} = 'text' AND ${CONTAINS_FUNCTION}(${fieldValueSql(predicate.field)}, ?))`;
    case 'range':
      return range(predicate.field, predicate.bounds, params);
  }
}

function join(items: Predicate[], operator: string, whenEmpty: string, params: Array<string | number>): string {
  if (items.length === 0) return whenEmpty;
  return `(${items.map((item) => translate(item, params)).join(operator)})`;
}

/**
 * Matches like MongoDB: null matches a missing field too, and a value only matches a stored value of the same
 * JSON type (json_extract alone would let `true` equal `1`).
 */
function oneOf(field: string, values: readonly Scalar[], params: Array<string | number>): string {
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

function membership(values: Array<string | number>, params: Array<string | number>): string {
  params.push(...values);
  return values.length === 1 ? '= ?' : `IN (${values.map(() => '?').join(', ')})`;
}

const RANGE_OPERATORS = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

function range(field: string, bounds: RangeBounds, params: Array<string | number>): string {
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
