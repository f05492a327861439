import type { CreateIndexesOptions, IndexSpecification } from 'mongodb';
import type { IndexDefinition, SearchDefinition } from '../read-store.port';
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
    // The `_id` tie-breaker ends every sort, so a non-unique index ends with it too: sorted pages come off the index.
    if (!index.unique) return [{ keys: fields.includes('_id') ? keys : { ...keys, _id: 1 as const }, options: {} }];
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

/** The multikey indexes of the stored search keys (`_search.words`, `_search.digits`; see searchKeys). */
export function searchIndexSpecs(search: SearchDefinition | undefined): IndexSpec[] {
  if (!search) return [];
  const specs: IndexSpec[] = [];
  if (search.text?.length) specs.push({ keys: { '_search.words': 1 }, options: { name: 'search_words' } });
  if (search.digits?.length) specs.push({ keys: { '_search.digits': 1 }, options: { name: 'search_digits' } });
  return specs;
}
