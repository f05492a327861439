import type { Collection } from 'mongodb';
import type { Filter } from 'mongodb';
import type { CountOptions, Doc, FindOptions, ReadCollection, Where } from '../read-store.port';
import { ReadStoreInputError } from '../read-store.errors';
import { assertCountOptions, assertFindExtras, assertPaging } from '../read-store.validation';
import { parseOrderBy, parseWhere } from '../where-predicate';
import type { StoredDocument } from './mongo-guarded-writes';
import { afterToFilter, predicateToFilter, searchToFilter, sortToMongo } from './mongo-query';

const WITHOUT_POSITION = { projection: { _position: 0, _search: 0 } };

const and = (...filters: Array<Filter<StoredDocument> | undefined>): Filter<StoredDocument> => {
  const present = filters.filter((filter): filter is Filter<StoredDocument> => filter !== undefined && Object.keys(filter).length > 0);
  return present.length === 0 ? {} : present.length === 1 ? present[0] : { $and: present };
};

export class MongoReadCollection<T extends Doc> implements ReadCollection<T> {
  constructor(private readonly collection: Collection<StoredDocument>) {}

  async get(id: string): Promise<T | null> {
    const stored = await this.collection.findOne({ _id: id }, WITHOUT_POSITION);
    return stored ? toDoc<T>(stored) : null;
  }

  async find(options: FindOptions = {}): Promise<T[]> {
    const { limit, offset } = options;
    assertPaging(limit, offset);
    assertFindExtras(options);
    const keys = parseOrderBy(options.orderBy);
    if (options.after && options.after.length !== keys.length) throw new ReadStoreInputError(`A page cursor needs ${keys.length} sort values`);
    const filter = and(
      predicateToFilter(parseWhere(options.where)),
      options.search === undefined ? undefined : searchToFilter(options.search),
      options.after ? afterToFilter(keys, options.after) : undefined,
    );
    const sort = sortToMongo(keys);
    // MongoDB reads limit 0 as "no limit".
    if (limit === 0) return [];
    const cursor = this.collection.find(filter, { ...WITHOUT_POSITION, sort, skip: offset, limit });
    return (await cursor.toArray()).map((stored) => toDoc<T>(stored));
  }

  async count(where?: Where, options: CountOptions = {}): Promise<number> {
    assertCountOptions(options);
    const filter = and(predicateToFilter(parseWhere(where)), options.search === undefined ? undefined : searchToFilter(options.search));
    return this.collection.countDocuments(filter, options.limit === undefined ? {} : { limit: options.limit });
  }
}

function toDoc<T extends Doc>({ _id, ...fields }: Partial<StoredDocument>): T {
  return { id: _id, ...fields } as T;
}
