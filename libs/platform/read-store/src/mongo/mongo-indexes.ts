import type { CreateIndexesOptions, IndexSpecification } from 'mongodb';
import type { IndexDefinition } from '../read-store.port';
import { assertIndexFields } from '../read-store.validation';
import { mongoField } from './mongo-query';

/** Every JSON type except null: what a document must hold in each field of a unique index to be indexed. */
const PRESENT = ['string', 'number', 'bool', 'object', 'array'];

export interface IndexSpec {
  keys: IndexSpecification & Record<string, 1>;
  options: CreateIndexesOptions;
  /** The name of an index an earlier release created on the same keys, dropped first when it is not partial. */
  replaces?: string;
}

/**
 * Index specifications for a collection's definition. A unique index is partial: it only holds documents whose indexed
 * fields are all present and not null, so any number of documents may leave an optional field out or null — as in
 * SQLite, where NULLs never collide in a unique index. Without the partial filter MongoDB indexes a missing field as
 * null and a second document without it is a duplicate. `_id` alone is unique already and gets no index.
 */
export function uniqueIndexSpecs(indexes: readonly IndexDefinition[]): IndexSpec[] {
  return indexes.flatMap((index) => {
    const fields = assertIndexFields(index).map(mongoField);
    if (fields.join() === '_id') return [];
    const keys = Object.fromEntries(fields.map((field) => [field, 1 as const]));
    if (!index.unique) return [{ keys, options: {} }];
    const legacyName = fields.map((field) => `${field}_1`).join('_');
    return [
      {
        keys,
        options: {
          unique: true,
          name: `${legacyName}_unique_present`,
          partialFilterExpression: Object.fromEntries(fields.map((field) => [field, { $type: PRESENT }])),
        },
        replaces: legacyName,
      },
    ];
  });
}
