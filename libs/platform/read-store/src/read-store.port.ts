/** A read-model document: plain JSON with a string id. */
export type Doc = { id: string } & Record<string, unknown>;

export type Scalar = string | number | boolean | null;

/** A field condition: equality, `in`, case-insensitive `contains`, or a range. */
export type FieldCondition =
  | Scalar
  | { in: readonly Scalar[] }
  | { contains: string }
  | { gt?: string | number; gte?: string | number; lt?: string | number; lte?: string | number };

/** All listed fields must match. `or` holds alternatives, any of which must match (one level deep). */
export type Where = { [field: string]: FieldCondition | Where[] | undefined } & { or?: Where[] };

export interface OrderBy {
  field: string;
  direction?: 'asc' | 'desc';
}

export interface FindOptions {
  where?: Where;
  orderBy?: OrderBy | readonly OrderBy[];
  limit?: number;
  offset?: number;
}

/** Fields that queries filter or sort on; `unique` adds a uniqueness constraint. */
export interface IndexDefinition {
  fields: readonly string[];
  unique?: boolean;
}

export interface CollectionDefinition {
  name: string;
  indexes?: readonly IndexDefinition[];
}

export type WriteOp =
  | { kind: 'put'; collection: string; doc: Doc }
  | { kind: 'delete'; collection: string; id: string };

/** What a projector commits at once: its writes and its new checkpoint. */
export interface ProjectionBatch {
  projector: string;
  /** Global event position the projector has now applied up to (inclusive). */
  position: number;
  writes: readonly WriteOp[];
}

export interface ReadCollection<T extends Doc = Doc> {
  get(id: string): Promise<T | null>;
  find(options?: FindOptions): Promise<T[]>;
  count(where?: Where): Promise<number>;
}

export interface ReadStore {
  /** The adapter's name as shown by /health: `sqlite` or `mongodb`. */
  readonly kind: string;
  /** Creates the physical collection and its indexes if missing. Idempotent. */
  defineCollection(definition: CollectionDefinition): Promise<void>;
  collection<T extends Doc = Doc>(name: string): ReadCollection<T>;
  /**
   * Commits a projector's writes and checkpoint together. Embedded: one transaction (exactly once).
   * MongoDB: at-least-once made idempotent — each written document records the position that wrote it,
   * and a write whose position is not newer than the stored document's is ignored.
   */
  commit(batch: ProjectionBatch): Promise<void>;
  /** The projector's committed position, or 0 when it has none. */
  checkpoint(projector: string): Promise<number>;
  /** Drops collections (used when a projector version is retired or rebuilt). */
  dropCollection(name: string): Promise<void>;
  listCollections(): Promise<string[]>;
  close(): Promise<void>;
}
