import { ReadStoreInputError } from './read-store.errors';
import type { FieldCondition, OrderBy, Scalar, Where } from './read-store.port';
import { assertFieldPath } from './read-store.validation';

export interface RangeBounds {
  gt?: string | number;
  gte?: string | number;
  lt?: string | number;
  lte?: string | number;
}

/** A validated, adapter-neutral form of `Where` that each adapter translates to its own query language. */
export type Predicate =
  | { op: 'and'; items: Predicate[] }
  | { op: 'or'; items: Predicate[] }
  | { op: 'eq'; field: string; value: Scalar }
  | { op: 'in'; field: string; values: Scalar[] }
  | { op: 'contains'; field: string; needle: string }
  | { op: 'range'; field: string; bounds: RangeBounds };

export interface SortKey {
  field: string;
  direction: 'asc' | 'desc';
}

const RANGE_KEYS = new Set(['gt', 'gte', 'lt', 'lte']);

export function parseWhere(where: Where | undefined): Predicate {
  if (where === undefined) return { op: 'and', items: [] };
  if (!isPlainObject(where)) throw new ReadStoreInputError('where must be an object');
  const items: Predicate[] = [];
  for (const [key, condition] of Object.entries(where)) {
    if (condition === undefined) continue;
    if (key === 'or') {
      if (!Array.isArray(condition)) throw new ReadStoreInputError('where.or must be an array of conditions');
      items.push({ op: 'or', items: condition.map((alternative) => parseWhere(alternative)) });
    } else {
      items.push(parseCondition(assertFieldPath(key), condition as FieldCondition));
    }
  }
  return items.length === 1 ? items[0] : { op: 'and', items };
}

/** Sort keys with `id` appended as the last tie-breaker, so paging is deterministic on every adapter. */
export function parseOrderBy(orderBy: OrderBy | readonly OrderBy[] | undefined): SortKey[] {
  const requested = orderBy === undefined ? [] : Array.isArray(orderBy) ? orderBy : [orderBy as OrderBy];
  const keys = requested.map((key): SortKey => {
    if (key === null || typeof key !== 'object') throw new ReadStoreInputError('orderBy must be { field, direction } or an array of them');
    const { field, direction = 'asc' } = key;
    if (direction !== 'asc' && direction !== 'desc') {
      throw new ReadStoreInputError(`Invalid sort direction ${JSON.stringify(direction)}`);
    }
    return { field: assertFieldPath(field), direction };
  });
  return keys.some((key) => key.field === 'id') ? keys : [...keys, { field: 'id', direction: 'asc' }];
}

function parseCondition(field: string, condition: FieldCondition): Predicate {
  if (isScalar(condition)) return { op: 'eq', field, value: condition };
  if (!isPlainObject(condition)) throw invalid(field);
  const keys = Object.keys(condition);
  if (keys.length === 1 && keys[0] === 'in') {
    const values = (condition as { in: unknown }).in;
    if (!Array.isArray(values) || !values.every(isScalar)) throw invalid(field);
    return { op: 'in', field, values: [...values] };
  }
  if (keys.length === 1 && keys[0] === 'contains') {
    const needle = (condition as { contains: unknown }).contains;
    if (typeof needle !== 'string') throw invalid(field);
    return { op: 'contains', field, needle };
  }
  const bounds = condition as Record<string, unknown>;
  const isRange = keys.length > 0 && keys.every((key) => RANGE_KEYS.has(key) && isRangeValue(bounds[key]));
  if (!isRange) throw invalid(field);
  return { op: 'range', field, bounds: condition as RangeBounds };
}

function isScalar(value: unknown): value is Scalar {
  return value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
}

function isRangeValue(value: unknown): boolean {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function invalid(field: string): ReadStoreInputError {
  return new ReadStoreInputError(`Invalid condition on ${field}: use a value, {in: [...]}, {contains: '...'} or {gt|gte|lt|lte: ...}`);
}
