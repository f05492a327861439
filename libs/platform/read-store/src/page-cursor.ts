import type { Doc, OrderBy, Scalar } from './read-store.port';
import { parseOrderBy } from './where-predicate';

/**
 * The values of the sort keys of `doc` (the `id` tie-breaker last): what `find({ after })` continues from. Keyset
 * paging needs sort fields that are never missing or null.
 */
export function sortValuesOf(doc: Doc, orderBy: OrderBy | readonly OrderBy[] | undefined): Scalar[] {
  return parseOrderBy(orderBy).map((key) => valueAt(doc, key.field));
}

function valueAt(doc: Doc, path: string): Scalar {
  let value: unknown = doc;
  for (const part of path.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
}

/** An opaque page cursor (base64url JSON of the sort values) for an API to hand to its callers. */
export function encodePageCursor(values: readonly Scalar[]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

/**
 * The sort values of a cursor a caller sent back, or null when it is not one this API issued for `keys` sort keys
 * (wrong shape, wrong length, not strings or finite numbers). Never throws.
 */
export function decodePageCursor(cursor: string, keys: number): Scalar[] | null {
  if (typeof cursor !== 'string' || cursor.length === 0 || cursor.length > 2000 || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(values) || values.length !== keys) return null;
    const valid = values.every(
      (value) => (typeof value === 'string' && value.length <= 500) || (typeof value === 'number' && Number.isFinite(value)),
    );
    return valid ? (values as Scalar[]) : null;
  } catch {
    return null;
  }
}
