import { decodePageCursor, encodePageCursor, sortValuesOf } from './page-cursor';
import { ReadStoreInputError } from './read-store.errors';
import type { CollectionDefinition, Doc, OrderBy, ReadStore } from './read-store.port';

/**
 * Search, keyset paging, capped counts and typed filters on indexed fields: every adapter answers them identically.
 * Called by each adapter's spec beside `describeReadStoreContract`.
 */
export function describeSearchAndPagingContract(adapter: string, open: () => Promise<ReadStore>): void {
  describe(`ReadStore search and paging contract: ${adapter}`, () => {
    let store: ReadStore;
    const leads: CollectionDefinition = {
      name: 'leads',
      indexes: [{ fields: ['status', 'createdAt'] }, { fields: ['createdAt'] }, { fields: ['flag'] }],
      search: { text: ['firstName', 'email', 'companyName'], digits: ['phone'] },
    };
    const fixture: Doc[] = [
      {
        id: 'l1',
        firstName: 'Zoë Müller',
        email: 'zoe.muller1@example.com',
        companyName: 'Fairview Dental',
        phone: '+1 (555) 123-4567',
        status: 'new',
        createdAt: '2026-01-01T09:00:00.000Z',
        flag: true,
      },
      {
        id: 'l2',
        firstName: 'Omar Haddad',
        email: 'omar.haddad2@example.com',
        companyName: null,
        phone: '+1 212 555 0100',
        status: 'contacted',
        createdAt: '2026-01-02T09:00:00.000Z',
        flag: 1,
      },
      {
        id: 'l3',
        firstName: 'Ava Smith',
        email: 'ava.smith3@example.com',
        companyName: 'Smithfield Roofing',
        phone: '555-9876',
        status: 'new',
        createdAt: '2026-01-03T09:00:00.000Z',
        flag: 'true',
      },
      {
        id: 'l4',
        firstName: 'Liam Nguyen',
        email: 'liam.nguyen4@example.com',
        companyName: 'Oak Park Law',
        phone: '+44 20 7946 0958',
        status: 'new',
        createdAt: '2026-01-03T09:00:00.000Z',
        flag: false,
      },
      {
        id: 'l5',
        firstName: 'Ravi Silva',
        email: 'ravi.silva5@example.com',
        companyName: 'Lakewood Salon',
        phone: '202-555-0199',
        status: 'rejected',
        createdAt: '2026-01-05T09:00:00.000Z',
      },
    ];
    const searchIds = async (search: string, where = {}) =>
      (await store.collection('leads').find({ where, search, orderBy: { field: 'id' } })).map((doc) => doc.id);

    beforeEach(async () => {
      store = await open();
      await store.defineCollection(leads);
      await store.commit({ projector: 'fixture', position: 1, writes: fixture.map((doc) => ({ kind: 'put' as const, collection: 'leads', doc })) });
    });
    afterEach(() => store.close());

    describe('search', () => {
      it('matches the start of any word, case- and accent-insensitively', async () => {
        expect(await searchIds('smith')).toEqual(['l3']);
        expect(await searchIds('SMI')).toEqual(['l3']);
        expect(await searchIds('muller')).toEqual(['l1']);
        expect(await searchIds('zoe mül')).toEqual(['l1']);
        expect(await searchIds('fair')).toEqual(['l1']);
        expect(await searchIds('omar.haddad2')).toEqual(['l2']);
      });

      it('does not match inside a word, and needs every word', async () => {
        expect(await searchIds('mith')).toEqual([]);
        expect(await searchIds('ava nguyen')).toEqual([]);
      });

      it('matches phone numbers on their digits, anywhere, whatever the punctuation typed', async () => {
        expect(await searchIds('555-12')).toEqual(['l1']);
        expect(await searchIds('55512')).toEqual(['l1']);
        expect(await searchIds('(555) 123-4567')).toEqual(['l1']);
        expect(await searchIds('555')).toEqual(['l1', 'l2', 'l3', 'l5']);
        expect(await searchIds('7946 0958')).toEqual(['l4']);
      });

      it('combines a search with a where, and keeps the index in step with puts and deletes', async () => {
        expect(await searchIds('555', { status: 'new' })).toEqual(['l1', 'l3']);
        await store.commit({
          projector: 'fixture',
          position: 2,
          writes: [
            { kind: 'put', collection: 'leads', doc: { ...fixture[2], firstName: 'Ava Jones', phone: '000 111' } },
            { kind: 'delete', collection: 'leads', id: 'l1' },
          ],
        });
        expect(await searchIds('smith')).toEqual(['l3']); // still in companyName "Smithfield"
        expect(await searchIds('ava jones')).toEqual(['l3']);
        expect(await searchIds('555')).toEqual(['l2', 'l5']);
        expect(await searchIds('zoe')).toEqual([]);
      });

      it('takes full-text operators and quotes typed in the box as plain text', async () => {
        for (const hostile of ['" OR *', 'NEAR(smith ava)', 'smith OR omar', 'firstName:smith', '^smith', '-smith', "smith' --", '"smith"']) {
          await expect(searchIds(hostile)).resolves.toEqual(expect.any(Array));
        }
        expect(await searchIds('smith OR omar')).toEqual([]);
        expect(await searchIds('"smith"')).toEqual(['l3']);
      });

      it('counts what a search finds, and finds nothing for punctuation alone', async () => {
        expect(await store.collection('leads').count({}, { search: '555' })).toBe(4);
        expect(await store.collection('leads').count({ status: 'new' }, { search: 'smith' })).toBe(1);
        expect(await searchIds('!!!')).toEqual([]);
      });
    });

    it('answers a search matching hundreds of documents like a narrow one: pages in order, filtered, counted', async () => {
      const many = Array.from({ length: 450 }, (_, index) => ({
        kind: 'put' as const,
        collection: 'leads',
        doc: {
          id: `m${String(index).padStart(3, '0')}`,
          firstName: `Common Name ${index}`,
          email: `c${index}@example.com`,
          phone: `+1 555 777 ${String(index).padStart(4, '0')}`,
          status: index % 3 === 0 ? 'new' : 'contacted',
          createdAt: `2026-02-${String(1 + (index % 28)).padStart(2, '0')}T00:00:00.000Z`,
        },
      }));
      await store.commit({ projector: 'fixture', position: 3, writes: many });
      const collection = store.collection('leads');
      const order: OrderBy[] = [{ field: 'createdAt', direction: 'desc' }];
      const expected = many
        .map((write) => write.doc)
        .filter((doc) => doc.status === 'new')
        .sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? 1 : -1))
        .map((doc) => doc.id);
      const seen: string[] = [];
      let after: ReturnType<typeof sortValuesOf> | undefined;
      for (let pages = 0; pages < 20; pages++) {
        const page = await collection.find({ where: { status: 'new' }, search: 'common', orderBy: order, limit: 40, after });
        seen.push(...page.map((doc) => doc.id));
        if (page.length < 40) break;
        after = sortValuesOf(page[page.length - 1], order);
      }
      expect(seen).toEqual(expected);
      expect(await collection.count({}, { search: 'common' })).toBe(450);
      expect(await collection.count({ status: 'new' }, { search: 'common' })).toBe(150);
      expect(await collection.count({ status: 'new' }, { search: '555 777', limit: 100 })).toBe(100);
    });

    describe('keyset paging', () => {
      const order: OrderBy[] = [{ field: 'createdAt', direction: 'desc' }];

      it('walks every document once, in order, page after page', async () => {
        const collection = store.collection('leads');
        const seen: string[] = [];
        let after: ReturnType<typeof sortValuesOf> | undefined;
        for (let pages = 0; pages < 5; pages++) {
          const page = await collection.find({ orderBy: order, limit: 2, after });
          seen.push(...page.map((doc) => doc.id));
          if (page.length < 2) break;
          after = sortValuesOf(page[page.length - 1], order);
        }
        // l3 and l4 share createdAt: the id breaks the tie (ascending).
        expect(seen).toEqual(['l5', 'l3', 'l4', 'l2', 'l1']);
      });

      it('pages a filtered and searched list, and round-trips its cursor', async () => {
        const collection = store.collection('leads');
        const first = await collection.find({ where: { status: 'new' }, search: '555', orderBy: order, limit: 1 });
        expect(first.map((doc) => doc.id)).toEqual(['l3']);
        const cursor = decodePageCursor(encodePageCursor(sortValuesOf(first[0], order)), 2);
        expect(cursor).not.toBeNull();
        const next = await collection.find({ where: { status: 'new' }, search: '555', orderBy: order, limit: 5, after: cursor as [] });
        expect(next.map((doc) => doc.id)).toEqual(['l1']);
      });

      it('refuses a cursor that is not one the API issued', () => {
        for (const bad of [
          '',
          'not base64!',
          encodePageCursor(['a']),
          Buffer.from('{"a":1}').toString('base64url'),
          encodePageCursor([{} as never, 'x']),
        ]) {
          expect(decodePageCursor(bad, 2)).toBeNull();
        }
      });

      it('rejects after combined with offset', async () => {
        await expect(store.collection('leads').find({ orderBy: order, after: ['2026-01-01T09:00:00.000Z', 'l1'], offset: 1 })).rejects.toThrow(
          ReadStoreInputError,
        );
      });
    });

    describe('capped counts and typed filters', () => {
      it('stops counting at the limit', async () => {
        expect(await store.collection('leads').count({}, { limit: 3 })).toBe(3);
        expect(await store.collection('leads').count({ status: 'new' }, { limit: 10 })).toBe(3);
      });

      it('matches an indexed field by value and JSON type (true is not 1 nor "true")', async () => {
        const ids = async (flag: boolean | number | string | null) =>
          (await store.collection('leads').find({ where: { flag }, orderBy: { field: 'id' } })).map((doc) => doc.id);
        expect(await ids(true)).toEqual(['l1']);
        expect(await ids(1)).toEqual(['l2']);
        expect(await ids('true')).toEqual(['l3']);
        expect(await ids(false)).toEqual(['l4']);
        expect(await ids(null)).toEqual(['l5']);
      });

      it('ranges on an indexed text field without reaching other types', async () => {
        const found = await store.collection('leads').find({ where: { createdAt: { gte: '2026-01-03' } }, orderBy: { field: 'id' } });
        expect(found.map((doc) => doc.id)).toEqual(['l3', 'l4', 'l5']);
      });
    });
  });
}
