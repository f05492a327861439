import { ReadStoreInputError } from './read-store.errors';
import type { CommitRequest, CountOptions, Doc, FindOptions, IndexDefinition, LeaseRequest, ProjectionBatch, WriteOp } from './read-store.port';

const COLLECTION_NAME = /^[a-z][a-z0-9_]{0,62}$/;
const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]{0,63}(\.[A-Za-z_][A-Za-z0-9_]{0,63}){0,7}$/;
/** Fields the MongoDB adapter keeps on stored documents; no adapter accepts them from callers. */
const RESERVED_FIELDS = new Set(['_id', '_position', '_search']);

/** A caller's value in an error message; never throws (an object whose toString is not a function would). */
function describe(value: unknown): string {
  try {
    return typeof value === 'number' || typeof value === 'bigint' ? String(value) : (JSON.stringify(value) ?? typeof value);
  } catch {
    return typeof value;
  }
}

/** Lower-case snake_case, starting with a letter (e.g. `call_logs_v2`): safe as a table name everywhere. */
export function isCollectionName(name: string): boolean {
  return COLLECTION_NAME.test(name);
}

export function assertCollectionName(name: string): string {
  if (typeof name !== 'string' || !isCollectionName(name)) {
    throw new ReadStoreInputError(`Invalid collection name ${JSON.stringify(name)}: use lower-case letters, digits and _ (starting with a letter)`);
  }
  return name;
}

/** A dotted path of identifiers (`status`, `owner.email`); the only field syntax any adapter accepts. */
export function assertFieldPath(path: string): string {
  if (typeof path !== 'string' || !FIELD_PATH.test(path) || RESERVED_FIELDS.has(path.split('.')[0])) {
    throw new ReadStoreInputError(`Invalid field path ${JSON.stringify(path)}`);
  }
  return path;
}

export function assertDocumentId(id: string): string {
  if (typeof id !== 'string' || id === '') {
    throw new ReadStoreInputError('A read-model document needs a non-empty string id');
  }
  return id;
}

export function assertDocument(doc: Doc): Doc {
  assertDocumentId(doc?.id);
  if ('_id' in doc || '_position' in doc || '_search' in doc) {
    throw new ReadStoreInputError(`Document ${doc.id} uses a reserved field (_id, _position or _search)`);
  }
  return doc;
}

export function assertPaging(limit: number | undefined, offset: number | undefined): void {
  for (const [name, value] of [
    ['limit', limit],
    ['offset', offset],
  ] as const) {
    if (value !== undefined && !(Number.isSafeInteger(value) && value >= 0)) {
      throw new ReadStoreInputError(`${name} must be a non-negative integer, got ${describe(value)}`);
    }
  }
}

const MAX_SEARCH_LENGTH = 500;

function assertSearch(search: unknown): void {
  if (search !== undefined && (typeof search !== 'string' || search.length > MAX_SEARCH_LENGTH)) {
    throw new ReadStoreInputError(`A search must be a string of at most ${MAX_SEARCH_LENGTH} characters`);
  }
}

/** `search` and the keyset `after` values (strings or finite numbers, one per sort key with the id last). */
export function assertFindExtras(options: FindOptions): void {
  assertSearch(options.search);
  const { after } = options;
  if (after === undefined) return;
  const valid =
    Array.isArray(after) &&
    after.length > 0 &&
    after.every((value) => typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)));
  if (!valid) throw new ReadStoreInputError('after must hold the sort values of the last document of the previous page');
  if (options.offset) throw new ReadStoreInputError('after and offset cannot be combined');
}

export function assertCountOptions(options: CountOptions): void {
  assertSearch(options.search);
  if (options.limit !== undefined && !(Number.isSafeInteger(options.limit) && options.limit > 0)) {
    throw new ReadStoreInputError(`A count limit must be a positive integer, got ${describe(options.limit)}`);
  }
}

export function assertBatchHeader(projector: string, position: number): void {
  if (typeof projector !== 'string' || projector === '') {
    throw new ReadStoreInputError('A projection batch needs a projector name');
  }
  if (!Number.isSafeInteger(position) || position < 0) {
    throw new ReadStoreInputError(`A projection batch position must be a non-negative integer, got ${describe(position)}`);
  }
}

/** The validated field paths of an index definition. */
export function assertIndexFields(index: IndexDefinition): string[] {
  if (!Array.isArray(index?.fields) || index.fields.length === 0) {
    throw new ReadStoreInputError('An index needs at least one field');
  }
  return index.fields.map(assertFieldPath);
}

/** A commit in its one internal shape, validated (the flat `ProjectionBatch` form is still accepted). */
export interface NormalizedCommit {
  projector: string;
  position: number;
  leaseEpoch: number | undefined;
  /** The lease whose epoch fences the commit (the checkpoint's projector unless named). */
  lease: string;
  writes: readonly WriteOp[];
}

export function normalizeCommit(request: CommitRequest | ProjectionBatch): NormalizedCommit {
  if (typeof request !== 'object' || request === null) throw new ReadStoreInputError('A commit needs { writes, checkpoint }');
  if ('checkpoint' in request && (typeof request.checkpoint !== 'object' || request.checkpoint === null)) {
    throw new ReadStoreInputError('A commit checkpoint needs { projector, position }');
  }
  const {
    projector,
    position,
    leaseEpoch,
    lease = projector,
  } = 'checkpoint' in request ? request.checkpoint : { ...request, leaseEpoch: undefined, lease: undefined };
  assertBatchHeader(projector, position);
  if (leaseEpoch !== undefined && !(Number.isSafeInteger(leaseEpoch) && leaseEpoch > 0)) {
    throw new ReadStoreInputError(`A lease epoch must be a positive integer, got ${describe(leaseEpoch)}`);
  }
  if (typeof lease !== 'string' || lease === '') throw new ReadStoreInputError('A fenced commit needs a lease name');
  if (!Array.isArray(request.writes)) throw new ReadStoreInputError('A commit needs a list of writes');
  return { projector, position, leaseEpoch, lease, writes: request.writes };
}

export function assertLeaseRequest(request: LeaseRequest): LeaseRequest {
  if (typeof request?.projector !== 'string' || request.projector === '') throw new ReadStoreInputError('A lease needs a projector name');
  if (typeof request.holder !== 'string' || request.holder === '') throw new ReadStoreInputError('A lease needs a holder');
  if (!Number.isSafeInteger(request.ttlMs) || request.ttlMs <= 0)
    throw new ReadStoreInputError(`A lease ttl must be a positive integer, got ${describe(request.ttlMs)}`);
  if (!Number.isSafeInteger(request.nowMs)) throw new ReadStoreInputError(`A lease needs the current time in ms, got ${describe(request.nowMs)}`);
  return request;
}

export function assertStateWrite(key: string, expectedVersion: number): void {
  if (typeof key !== 'string' || key === '' || key.length > 200)
    throw new ReadStoreInputError('A state key must be a non-empty string of at most 200 characters');
  if (!Number.isSafeInteger(expectedVersion) || expectedVersion < 0) {
    throw new ReadStoreInputError(`An expected state version must be a non-negative integer, got ${describe(expectedVersion)}`);
  }
}
