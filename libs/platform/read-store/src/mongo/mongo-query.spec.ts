import { parseOrderBy, parseWhere } from '../where-predicate';
import { guardedOperations, isDuplicateIdError } from './mongo-guarded-writes';
import { predicateToFilter, sortToMongo } from './mongo-query';

describe('MongoDB query translation', () => {
  it('translates every where operator, mapping id to _id and keeping dotted paths', () => {
    const filter = predicateToFilter(
      parseWhere({
        id: 'p1',
        status: { in: ['active', null] },
        'owner.email': null,
        age: { gte: 18, lt: 65 },
        or: [{ vip: true }, { name: { contains: 'Ada' } }],
      }),
    );
    expect(filter).toEqual({
      $and: [
        { _id: { $eq: 'p1' } },
        { status: { $in: ['active', null] } },
        { 'owner.email': { $eq: null } },
        { age: { $gte: 18, $lt: 65 } },
        { $or: [{ vip: { $eq: true } }, { name: { $regex: 'Ada', $options: 'i' } }] },
      ],
    });
  });

  it('matches contains literally, whatever regex characters the needle holds', () => {
    const needle = 'Cost (A.*) 100% [x]? \\ $1 ^_^';
    const { name } = predicateToFilter(parseWhere({ name: { contains: needle } })) as { name: { $regex: string } };
    const regex = new RegExp(name.$regex, 'i');
    expect(regex.test(`Note: ${needle.toUpperCase()} end`)).toBe(true);
    expect(regex.test('Cost (AB) 100% [x]? \\ $1 ^_^')).toBe(false);
  });

  it('matches nothing for an empty or, and everything for an empty where', () => {
    expect(predicateToFilter(parseWhere({ or: [] }))).toEqual({ _id: { $in: [] } });
    expect(predicateToFilter(parseWhere(undefined))).toEqual({});
  });

  it('sorts by the requested keys in order, then by _id', () => {
    const sort = sortToMongo(parseOrderBy([{ field: 'status' }, { field: 'age', direction: 'desc' }]));
    expect(Object.entries(sort)).toEqual([['status', 1], ['age', -1], ['_id', 1]]);
  });
});

describe('MongoDB guarded writes', () => {
  it('upserts puts and deletes only over documents written at an older position', () => {
    const operations = guardedOperations(
      [
        { kind: 'put', collection: 'people', doc: { id: 'a', name: 'Ada' } },
        { kind: 'delete', collection: 'people', id: 'b' },
      ],
      42,
    );
    expect(operations).toEqual([
      { replaceOne: { filter: { _id: 'a', _position: { $lt: 42 } }, replacement: { name: 'Ada', _position: 42 }, upsert: true } },
      { deleteOne: { filter: { _id: 'b', _position: { $lt: 42 } } } },
    ]);
  });

  it('recognises only duplicate keys on _id as a superseded upsert', () => {
    expect(isDuplicateIdError(11000, 'E11000 duplicate key error collection: db.people index: _id_ dup key: { _id: "a" }')).toBe(true);
    expect(isDuplicateIdError(11000, 'E11000 duplicate key error collection: db.people index: email_1 dup key: { email: "x" }')).toBe(false);
    expect(isDuplicateIdError(121, 'Document failed validation')).toBe(false);
  });
});
