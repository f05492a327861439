import type { Document, Filter, Sort } from 'mongodb';
import type { StoredDocument } from './mongo-guarded-writes';
import type { Predicate, RangeBounds, SortKey } from '../where-predicate';

/** The read store's `id` is MongoDB's `_id`; every other field path is used as is (dotted paths included). */
export function mongoField(field: string): string {
  return field === 'id' ? '_id' : field;
}

export function predicateToFilter(predicate: Predicate): Filter<StoredDocument> {
  switch (predicate.op) {
    case 'and':
      if (predicate.items.length === 0) return {};
      return predicate.items.length === 1
        ? predicateToFilter(predicate.items[0])
        : { $and: predicate.items.map(predicateToFilter) };
    case 'or':
      // An empty $or is a server error; no alternative means nothing matches.
      return predicate.items.length === 0 ? { _id: { $in: [] } } : { $or: predicate.items.map(predicateToFilter) };
    case 'eq':
      return { [mongoField(predicate.field)]: { $eq: predicate.value } };
    case 'in':
      return { [mongoField(predicate.field)]: { $in: predicate.values } };
    case 'contains':
      return { [mongoField(predicate.field)]: { $regex: escapeRegExp(predicate.needle), $options: 'i' } };
    case 'range':
      return { [mongoField(predicate.field)]: rangeOperators(predicate.bounds) };
  }
}

export function sortToMongo(keys: readonly SortKey[]): Sort {
  return Object.fromEntries(keys.map((key) => [mongoField(key.field), key.direction === 'desc' ? -1 : 1]));
}

function rangeOperators(bounds: RangeBounds): Document {
  return Object.fromEntries(
    Object.entries(bounds)
      .filter(([, value]) => value !== undefined)
      .map(([operator, value]) => [`$${operator}`, value]),
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
