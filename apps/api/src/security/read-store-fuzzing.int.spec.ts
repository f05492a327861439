import fc from 'fast-check';
import { fuzz } from '@receptionist/fuzz-tally';
import { type Doc, type ReadCollection, ReadStoreInputError, SqliteReadStore } from '@receptionist/read-store';
import { hostileJson, hostileString } from './hostile-inputs';

const FIELDS = ['id', 'name', 'status', 'n', 'flag', 'owner.email', 'missing'];

/** What the collection holds: names and e-mails are the attacker's strings, as in real read models. */
const DOCS: Doc[] = Array.from({ length: 40 }, (_, index) => ({
  id: `doc-${index}`,
  name:
    ["' OR 1=1 --", 'Ada', 'ada', 'ÄDA', '%', '_', '\\', '"; DROP TABLE fuzz_docs; --', '$.name', ''][index % 10] + (index >= 10 ? ` ${index}` : ''),
  status: ['new', 'contacted', 'qualified'][index % 3],
  n: index % 7 === 0 ? null : index - 20,
  flag: index % 2 === 0,
  owner: { email: `owner${index % 5}@example.com` },
}));

const read = (doc: Doc, field: string): unknown =>
  field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], doc);

/** A value a caller might pass: scalars, operator objects (known and unknown), nested junk. */
const condition: fc.Arbitrary<unknown> = fc.oneof(
  fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null)),
  fc.record({ in: fc.oneof(fc.array(fc.oneof(hostileString, fc.integer(), fc.boolean(), fc.constant(null)), { maxLength: 4 }), hostileJson) }),
  fc.record({ contains: fc.oneof(hostileString, hostileJson) }),
  fc.record({ gt: fc.oneof(fc.integer(), hostileString, hostileJson), lte: fc.oneof(fc.integer(), hostileString) }, { requiredKeys: [] }),
  fc.dictionary(fc.oneof(fc.constantFrom('$ne', '$where', 'eq', 'regex', 'gte', 'lt'), hostileString), hostileJson, { maxKeys: 2 }),
  hostileJson,
);
const fieldName = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...FIELDS) }, { weight: 1, arbitrary: hostileString });
const where: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.dictionary(fieldName, condition, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.record({ or: fc.oneof(fc.array(fc.dictionary(fieldName, condition, { maxKeys: 2 }), { maxLength: 3 }), hostileJson) }) },
  { weight: 1, arbitrary: hostileJson },
);
const orderBy: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(undefined),
  fc.record({ field: fieldName, direction: fc.oneof(fc.constantFrom('asc', 'desc'), hostileString) }, { requiredKeys: ['field'] }),
  fc.array(fc.record({ field: fieldName, direction: fc.constantFrom('asc', 'desc') }), { maxLength: 3 }),
  hostileJson,
);
const paging: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(undefined),
  fc.nat({ max: 50 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, Infinity, NaN),
  hostileJson,
);

/** A typed refusal, or a result: never an SQL error. */
async function outcome<T>(run: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (!(error instanceof ReadStoreInputError)) throw error;
    return { ok: false };
  }
}

describe('read-store query builders under property-based fuzzing (SQLite)', () => {
  let store: SqliteReadStore;
  let docs: ReadCollection;
  beforeAll(async () => {
    store = new SqliteReadStore({ file: ':memory:' });
    await store.defineCollection({ name: 'fuzz_docs', indexes: [{ fields: ['status'] }, { fields: ['owner.email'] }] });
    await store.defineCollection({ name: 'fuzz_other' });
    await store.commit({
      projector: 'fuzz',
      position: 1,
      writes: [
        ...DOCS.map((doc) => ({ kind: 'put' as const, collection: 'fuzz_docs', doc })),
        { kind: 'put', collection: 'fuzz_other', doc: { id: 'x' } },
      ],
    });
    docs = store.collection('fuzz_docs');
  });
  afterAll(() => store.close());

  it('answers any where, orderBy, limit and offset with documents or a ReadStoreInputError', async () => {
    await fuzz(
      'read store: find and count with arbitrary options',
      fc.asyncProperty(where, orderBy, paging, paging, async (w, o, limit, offset) => {
        const found = await outcome(() => docs.find({ where: w, orderBy: o, limit, offset } as never));
        const counted = await outcome(() => docs.count(w as never));
        if (found.ok) {
          expect(found.value.every((doc) => DOCS.some((stored) => stored.id === doc.id))).toBe(true);
          if (limit === undefined && offset === undefined && counted.ok) expect(counted.value).toBe(found.value.length);
        }
        if (counted.ok) expect(counted.value).toBeLessThanOrEqual(DOCS.length);
      }),
      { numRuns: 1500 },
    );
    expect(await docs.count()).toBe(DOCS.length);
    expect(await store.collection('fuzz_other').count()).toBe(1);
    expect((await store.listCollections()).sort()).toEqual(['fuzz_docs', 'fuzz_other']);
  });

  it('matches hostile strings as values, never as SQL', async () => {
    const needle = fc.oneof(fc.constantFrom(...DOCS.map((doc) => doc['name'] as string)), hostileString);
    await fuzz(
      'read store: hostile values match literally',
      fc.asyncProperty(needle, fc.constantFrom('name', 'status', 'owner.email'), async (value, field) => {
        const equal = await docs.find({ where: { [field]: value }, orderBy: { field: 'id' } });
        expect(equal.map((doc) => doc.id)).toEqual(
          DOCS.filter((doc) => read(doc, field) === value)
            .map((doc) => doc.id)
            .sort(),
        );
        const containing = await docs.count({ [field]: { contains: value } });
        expect(containing).toBe(DOCS.filter((doc) => String(read(doc, field)).toLowerCase().includes(value.toLowerCase())).length);
        expect(await docs.count({ or: [{ [field]: value }, { [field]: { in: [value, `${value}'`] } }] })).toBe(
          DOCS.filter((doc) => read(doc, field) === value || read(doc, field) === `${value}'`).length,
        );
      }),
      { numRuns: 800 },
    );
  });

  it.each([[null], [[null]], [['status']]])('refuses orderBy %j with a ReadStoreInputError, not a TypeError', async (orderBy) => {
    await expect(docs.find({ orderBy } as never)).rejects.toThrow(ReadStoreInputError);
  });

  it.each([[{ toString: 0 }], [Object.create(null)], [Symbol('x')]])(
    'refuses limit and offset %p with a ReadStoreInputError, not a TypeError',
    async (value) => {
      await expect(docs.find({ limit: value } as never)).rejects.toThrow(ReadStoreInputError);
      await expect(docs.find({ offset: value } as never)).rejects.toThrow(ReadStoreInputError);
    },
  );
});
