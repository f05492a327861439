import type { Document, Filter, Sort } from 'mongodb';
import type { StoredDocument } from './mongo-guarded-writes';
import type { Predicate, RangeBounds, SortKey } from '../where-predicate';
import type { Scalar } from '../read-store.port';
import { searchTerms } from '../search-terms';

/** The read store's `id` is MongoDB's `_id`; every other field path is used as is (dotted paths included). */
export function mongoField(field: string): string {
  return field === 'id' ? '_id' : field;
}

export function predicateToFilter(predicate: Predicate): Filter<StoredDocument> {
  switch (predicate.op) {
    case 'and':
      if (predicate.items.length === 0) return {};
      return predicate.items.length === 1 ? predicateToFilter(predicate.items[0]) : { $and: predicate.items.map(predicateToFilter) };
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

/** Word-prefix and digit-substring matching on the stored search keys (anchored regexes use their indexes). */
export function searchToFilter(needle: string): Filter<StoredDocument> {
  const { words, digits } = searchTerms(needle);
  const alternatives: Filter<StoredDocument>[] = [];
  if (words.length > 0) alternatives.push({ $and: words.map((word) => ({ '_search.words': { $regex: `^${escapeRegExp(word)}` } })) });
  if (digits) alternatives.push({ '_search.digits': { $regex: `^${digits}` } });
  return alternatives.length === 0 ? { _id: { $in: [] } } : alternatives.length === 1 ? alternatives[0] : { $or: alternatives };
}

/** Keyset paging: the documents strictly after `values` in the order of `keys` (the same rule as SQLite's). */
export function afterToFilter(keys: readonly SortKey[], values: readonly Scalar[]): Filter<StoredDocument> {
  const step = (index: number): Filter<StoredDocument> => {
    const key = keys[index];
    const field = mongoField(key.field);
    const beyond = { [field]: { [key.direction === 'desc' ? '$lt' : '$gt']: values[index] } };
    if (index === keys.length - 1) return beyond;
    return { $or: [beyond, { $and: [{ [field]: { $eq: values[index] } }, step(index + 1)] }] };
  };
  return step(0);
}
