import { parseOrderBy, parseWhere } from '../where-predicate';
import { ReadStoreConfigurationError } from '../read-store.errors';
import { mongoDatabaseName } from './mongo-database-name';
import { guardedOperations, searchKeys } from './mongo-guarded-writes';
import { uniqueIndexSpecs } from './mongo-indexes';
import { MongoReadStore } from './mongo-read-store';
import { afterToFilter, predicateToFilter, searchToFilter, sortToMongo } from './mongo-query';

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
    expect(Object.entries(sort)).toEqual([
      ['status', 1],
      ['age', -1],
      ['_id', 1],
    ]);
  });
});

describe('MongoDB guarded writes', () => {
  it('replaces or deletes each document unless the transaction read it as written at a newer position', () => {
    const operations = guardedOperations(
      [
        { kind: 'put', collection: 'people', doc: { id: 'a', name: 'Ada' } },
        { kind: 'delete', collection: 'people', id: 'b' },
        { kind: 'put', collection: 'people', doc: { id: 'newer', name: 'kept' } },
      ],
      42,
      new Set(['newer']),
    );
    expect(operations).toEqual([
      { replaceOne: { filter: { _id: 'a' }, replacement: { name: 'Ada', _position: 42 }, upsert: true } },
      { deleteOne: { filter: { _id: 'b', _position: { $lte: 42 } } } },
    ]);
  });
});

describe('MongoDB unique indexes', () => {
  it('makes unique indexes partial on present, non-null fields, so optional fields never collide', () => {
    expect(
      uniqueIndexSpecs([
        { fields: ['email'], unique: true },
        { fields: ['team', 'phone'], unique: true },
        { fields: ['status'] },
        { fields: ['id'], unique: true },
      ]),
    ).toEqual([
      {
        keys: { email: 1 },
        options: {
          unique: true,
          name: 'email_1_unique_present',
          partialFilterExpression: { email: { $type: ['string', 'number', 'bool', 'object', 'array'] } },
        },
        replaces: 'email_1',
      },
      {
        keys: { team: 1, phone: 1 },
        options: {
          unique: true,
          name: 'team_1_phone_1_unique_present',
          partialFilterExpression: {
            team: { $type: ['string', 'number', 'bool', 'object', 'array'] },
            phone: { $type: ['string', 'number', 'bool', 'object', 'array'] },
          },
        },
        replaces: 'team_1_phone_1',
      },
      { keys: { status: 1, _id: 1 }, options: {} },
    ]);
  });
});

describe('MongoDB search and keyset paging', () => {
  it('stores folded words and every suffix of the phone digits beside a searchable document', () => {
    expect(
      searchKeys(
        { id: 'l1', name: 'Zoë Müller', company: { name: 'Fairview Dental' }, phone: '+1 (555) 123-4567' },
        { text: ['name', 'company.name'], digits: ['phone'] },
      ),
    ).toEqual({
      _search: {
        words: ['zoe', 'muller', 'fairview', 'dental'],
        digits: ['15551234567', '5551234567', '551234567', '51234567', '1234567', '234567', '34567', '4567', '567'],
      },
    });
    expect(searchKeys({ id: 'x' }, undefined)).toEqual({});
  });

  it('matches every word as a prefix, or the digits as a prefix of a suffix (a substring), with anchored regexes', () => {
    expect(searchToFilter('ZOË mül')).toEqual({ $and: [{ '_search.words': { $regex: '^zoe' } }, { '_search.words': { $regex: '^mul' } }] });
    expect(searchToFilter('555-12')).toEqual({
      $or: [{ $and: [{ '_search.words': { $regex: '^555' } }, { '_search.words': { $regex: '^12' } }] }, { '_search.digits': { $regex: '^55512' } }],
    });
    expect(searchToFilter('a.b*')).toEqual({ $and: [{ '_search.words': { $regex: '^a' } }, { '_search.words': { $regex: '^b' } }] });
    expect(searchToFilter('!!!')).toEqual({ _id: { $in: [] } });
  });

  it('continues after the last document of a page in sort order, ties by _id', () => {
    const keys = [
      { field: 'createdAt', direction: 'desc' as const },
      { field: 'id', direction: 'desc' as const },
    ];
    expect(afterToFilter(keys, ['2026-01-03', 'l4'])).toEqual({
      $or: [{ createdAt: { $lt: '2026-01-03' } }, { $and: [{ createdAt: { $eq: '2026-01-03' } }, { _id: { $lt: 'l4' } }] }],
    });
  });
});

describe('MongoDB database name', () => {
  it('takes the database from the setting or the connection string path, never the driver default', () => {
    expect(mongoDatabaseName('mongodb://h1:27017,h2:27017/receptionist?replicaSet=rs0')).toBe('receptionist');
    expect(mongoDatabaseName('mongodb+srv://user:p%2Fw@cluster.example.net/prod_rm?retryWrites=true')).toBe('prod_rm');
    expect(mongoDatabaseName('mongodb://h1/ignored', 'explicit')).toBe('explicit');
    expect(() => mongoDatabaseName('mongodb://h1:27017')).toThrow(ReadStoreConfigurationError);
    expect(() => mongoDatabaseName('mongodb://h1:27017/?replicaSet=rs0')).toThrow(ReadStoreConfigurationError);
    expect(() => mongoDatabaseName('mongodb://h1/a.b')).toThrow(ReadStoreConfigurationError);
  });

  it('refuses to open a store without a database name', () => {
    expect(() => new MongoReadStore({ url: 'mongodb://localhost:27017' })).toThrow(ReadStoreConfigurationError);
  });
});
