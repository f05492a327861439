import type { Collection } from 'mongodb';
import type { Doc, FindOptions, ReadCollection, Where } from '../read-store.port';
import { assertPaging } from '../read-store.validation';
import { parseOrderBy, parseWhere } from '../where-predicate';
import type { StoredDocument } from './mongo-guarded-writes';
import { predicateToFilter, sortToMongo } from './mongo-query';

const WITHOUT_POSITION = { projection: { _position: 0 } };

export class MongoReadCollection<T extends Doc> implements ReadCollection<T> {
  constructor(private readonly collection: Collection<StoredDocument>) {}

  async get(id: string): Promise<T | null> {
    const stored = await this.collection.findOne({ _id: id }, WITHOUT_POSITION);
    return stored ? toDoc<T>(stored) : null;
  }

  async find(options: FindOptions = {}): Promise<T[]> {
    const { limit, offset } = options;
    assertPaging(limit, offset);
    const filter = predicateToFilter(parseWhere(options.where));
    const sort = sortToMongo(parseOrderBy(options.orderBy));
    // MongoDB reads limit 0 as "no limit".
    if (limit === 0) return [];
    const cursor = this.collection.find(filter, { ...WITHOUT_POSITION, sort, skip: offset, limit });
    return (await cursor.toArray()).map((stored) => toDoc<T>(stored));
  }

  async count(where?: Where): Promise<number> {
    return this.collection.countDocuments(predicateToFilter(parseWhere(where)));
  }
}

function toDoc<T extends Doc>({ _id, ...fields }: Partial<StoredDocument>): T {
  return { id: _id, ...fields } as T;
}
