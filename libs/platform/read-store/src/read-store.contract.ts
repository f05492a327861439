import { ReadStoreConflictError, ReadStoreFencedError, ReadStoreInputError } from './read-store.errors';
import type { CollectionDefinition, CommitRequest, Doc, FindOptions, ReadStore, Where, WriteOp } from './read-store.port';

/**
 * The behaviour every ReadStore adapter must show. `open` returns a new, empty store for each test; `openTwin`
 * opens a second instance on the same database as `store` (another process would do the same).
 * Adapter specs call this once; see sqlite-read-store.int.spec.ts and mongo-read-store.int.spec.ts.
 */
export function describeReadStoreContract(adapter: string, open: () => Promise<ReadStore>, openTwin: (store: ReadStore) => Promise<ReadStore>): void {
  describe(`ReadStore contract: ${adapter}`, () => {
    let store: ReadStore;
    const people: CollectionDefinition = {
      name: 'people',
      indexes: [{ fields: ['status'] }, { fields: ['owner.email'] }, { fields: ['age', 'name'] }],
    };
    const fixture: Doc[] = [
      { id: 'p1', name: 'Ada Lovelace', status: 'active', age: 36, owner: { email: 'ada@example.com' }, vip: true, note: '100% sure' },
      { id: 'p2', name: 'Élodie Durand', status: 'pending', age: 28, owner: { email: 'elodie@example.com' }, vip: false, note: 'snake_case fan' },
      { id: 'p3', name: 'Grace Hopper', status: 'active', age: 85, owner: { email: 'grace@example.com' }, note: null },
      { id: 'p4', name: 'Alan Turing', status: 'archived', age: 41, owner: { email: 'alan@example.org' }, vip: true },
      { id: 'p5', name: 'Bob', status: 'active', age: '41' },
    ];
    const puts = (docs: Doc[], collection = 'people'): WriteOp[] => docs.map((doc) => ({ kind: 'put', collection, doc }));
    /** `first` puts both people (v: its projector's name); `then` puts the first again and deletes the second. */
    const putBothThenOverwrite = async (
      ids: [string, string],
      first: { projector: string; position: number },
      then: { projector: string; position: number },
    ) => {
      await store.commit({ ...first, writes: puts(ids.map((id) => ({ id, v: first.projector }))) });
      await store.commit({ ...then, writes: [...puts([{ id: ids[0], v: then.projector }]), { kind: 'delete', collection: 'people', id: ids[1] }] });
    };
    const ids = async (options: FindOptions) => (await store.collection('people').find(options)).map((d) => d.id);
    const matching = (where: Where) => ids({ where });

    beforeEach(async () => {
      store = await open();
      await store.defineCollection(people);
      await store.commit({ projector: 'fixture', position: 1, writes: puts(fixture) });
    });
    afterEach(() => store.close());

    describe('documents', () => {
      it('returns a put document equal to what was put, and null for an unknown id', async () => {
        const doc = { id: 'n1', nested: { list: [1, 'two', { three: 3 }], empty: {} }, flag: false, none: null, text: 'ünïcødé ✓' };
        await store.commit({ projector: 'docs', position: 1, writes: puts([doc]) });
        expect(await store.collection('people').get('n1')).toEqual(doc);
        expect(await store.collection('people').get('missing')).toBeNull();
      });

      it('keeps each document of a batch whole when multi-byte text, removals and empty values are mixed in it', async () => {
        const docs = [
          { id: 'm1', text: 'Zoë’s café — 東京 📞', quote: 'say "hi" \\ bye' },
          { id: 'm2', text: '' },
          { id: 'm3', text: 'plain', emoji: '🚗🚗' },
          { id: 'm4', text: 'Ω', nested: { a: ['ß', { b: '€' }] } },
        ];
        await store.commit({
          projector: 'docs',
          position: 1,
          writes: [...puts(docs.slice(0, 2)), { kind: 'delete', collection: 'people', id: 'm0' }, ...puts(docs.slice(2))],
        });
        for (const doc of docs) expect(await store.collection('people').get(doc.id)).toEqual(doc);
        expect(await store.collection('people').find({ where: { text: 'Ω' } })).toEqual([docs[3]]);
      });

      it('replaces a document on a later put and removes it on delete', async () => {
        await store.commit({ projector: 'docs', position: 2, writes: puts([{ id: 'p1', name: 'Ada King' }]) });
        expect(await store.collection('people').get('p1')).toEqual({ id: 'p1', name: 'Ada King' });
        await store.commit({
          projector: 'docs',
          position: 3,
          writes: [
            { kind: 'delete', collection: 'people', id: 'p1' },
            { kind: 'delete', collection: 'people', id: 'nobody' },
          ],
        });
        expect(await store.collection('people').get('p1')).toBeNull();
        expect(await store.collection('people').count()).toBe(4);
      });

      it('applies writes to one document in batch order', async () => {
        await store.commit({
          projector: 'docs',
          position: 2,
          writes: [
            { kind: 'put', collection: 'people', doc: { id: 'x', v: 1 } },
            { kind: 'put', collection: 'people', doc: { id: 'x', v: 2 } },
            { kind: 'delete', collection: 'people', id: 'p1' },
            { kind: 'put', collection: 'people', doc: { id: 'p1', v: 3 } },
            { kind: 'delete', collection: 'people', id: 'p2' },
          ],
        });
        expect(await store.collection('people').get('x')).toEqual({ id: 'x', v: 2 });
        expect(await store.collection('people').get('p1')).toEqual({ id: 'p1', v: 3 });
        expect(await store.collection('people').get('p2')).toBeNull();
      });

      it('finds nothing in a collection that was never defined', async () => {
        const ghost = store.collection('ghost');
        expect(await ghost.get('p1')).toBeNull();
        expect(await ghost.find({ where: { status: 'active' } })).toEqual([]);
        expect(await ghost.count()).toBe(0);
      });
    });

    describe('where', () => {
      it('matches equality by value and JSON type, on top-level, nested and id fields', async () => {
        expect(await matching({ status: 'active' })).toEqual(['p1', 'p3', 'p5']);
        expect(await matching({ age: 41 })).toEqual(['p4']);
        expect(await matching({ age: '41' })).toEqual(['p5']);
        expect(await matching({ vip: true })).toEqual(['p1', 'p4']);
        expect(await matching({ vip: false })).toEqual(['p2']);
        expect(await matching({ vip: 1 })).toEqual([]);
        expect(await matching({ 'owner.email': 'grace@example.com' })).toEqual(['p3']);
        expect(await matching({ id: 'p2' })).toEqual(['p2']);
        expect(await matching({ status: 'active', age: 36 })).toEqual(['p1']);
        expect(await matching({ status: 'Active' })).toEqual([]);
      });

      it('matches null against null and missing fields, and ignores undefined conditions', async () => {
        expect(await matching({ note: null })).toEqual(['p3', 'p4', 'p5']);
        expect(await matching({ 'owner.email': null })).toEqual(['p5']);
        expect(await matching({ status: 'pending', note: undefined })).toEqual(['p2']);
      });

      it('matches in-lists, including null and an empty list', async () => {
        expect(await matching({ status: { in: ['pending', 'archived'] } })).toEqual(['p2', 'p4']);
        expect(await matching({ note: { in: [null, '100% sure'] } })).toEqual(['p1', 'p3', 'p4', 'p5']);
        expect(await matching({ age: { in: [28, 85, 'nope'] } })).toEqual(['p2', 'p3']);
        expect(await matching({ vip: { in: [false] } })).toEqual(['p2']);
        expect(await matching({ status: { in: [] } })).toEqual([]);
      });

      it('matches contains as a case-insensitive substring, taking % _ and regex characters literally', async () => {
        expect(await matching({ name: { contains: 'LOVE' } })).toEqual(['p1']);
        expect(await matching({ name: { contains: 'ÉLODIE' } })).toEqual(['p2']);
        expect(await matching({ 'owner.email': { contains: '.ORG' } })).toEqual(['p4']);
        expect(await matching({ note: { contains: '%' } })).toEqual(['p1']);
        expect(await matching({ note: { contains: '_' } })).toEqual(['p2']);
        expect(await matching({ note: { contains: '0% s' } })).toEqual(['p1']);
        expect(await matching({ name: { contains: 'a.*' } })).toEqual([]);
        expect(await matching({ age: { contains: '4' } })).toEqual(['p5']);
      });

      it('matches ranges on numbers and strings without crossing types', async () => {
        expect(await matching({ age: { gt: 36, lte: 85 } })).toEqual(['p3', 'p4']);
        expect(await matching({ age: { gte: 36, lt: 41 } })).toEqual(['p1']);
        expect(await matching({ age: { lt: 30 } })).toEqual(['p2']);
        expect(await matching({ name: { gte: 'B', lt: 'H' } })).toEqual(['p3', 'p5']);
        expect(await matching({ age: { gte: '0' } })).toEqual(['p5']);
      });

      it('matches or-alternatives alone and combined with other fields', async () => {
        expect(await matching({ or: [{ status: 'pending' }, { age: { gt: 80 } }] })).toEqual(['p2', 'p3']);
        expect(await matching({ status: 'active', or: [{ vip: true }, { age: { gt: 80 } }] })).toEqual(['p1', 'p3']);
        expect(await matching({ or: [] })).toEqual([]);
      });
    });

    describe('order, paging and count', () => {
      it('orders by one or more fields, ascending or descending, with id breaking ties', async () => {
        expect(await ids({ orderBy: { field: 'age', direction: 'desc' }, where: { age: { gte: 0 } } })).toEqual(['p3', 'p4', 'p1', 'p2']);
        expect(await ids({ orderBy: { field: 'status' } })).toEqual(['p1', 'p3', 'p5', 'p4', 'p2']);
        expect(
          await ids({
            orderBy: [
              { field: 'status', direction: 'desc' },
              { field: 'name', direction: 'asc' },
            ],
          }),
        ).toEqual(['p2', 'p4', 'p1', 'p5', 'p3']);
        expect(await ids({ orderBy: [{ field: 'owner.email' }] })).toEqual(['p5', 'p1', 'p4', 'p2', 'p3']);
      });

      it('pages with limit and offset', async () => {
        const page = (limit?: number, offset?: number) => ids({ orderBy: { field: 'name' }, limit, offset });
        expect(await page(2, 0)).toEqual(['p1', 'p4']);
        expect(await page(2, 2)).toEqual(['p5', 'p3']);
        expect(await page(2, 4)).toEqual(['p2']);
        expect(await page(undefined, 3)).toEqual(['p3', 'p2']);
        expect(await page(0)).toEqual([]);
        await expect(page(-1)).rejects.toThrow(ReadStoreInputError);
        await expect(page(1.5)).rejects.toThrow(ReadStoreInputError);
      });

      it('counts all documents or those matching a where', async () => {
        expect(await store.collection('people').count()).toBe(5);
        expect(await store.collection('people').count({ status: 'active' })).toBe(3);
        expect(await store.collection('people').count({ or: [{ vip: true }, { note: { contains: 'FAN' } }] })).toBe(3);
      });
    });

    describe('collections', () => {
      it('accepts the same definition twice and keeps the documents', async () => {
        await store.defineCollection(people);
        expect(await store.collection('people').count()).toBe(5);
        expect(await store.listCollections()).toEqual(['people']);
      });

      it('lists defined collections by name and drops them with their documents', async () => {
        await store.defineCollection({ name: 'calls_v2', indexes: [{ fields: ['clientId'], unique: true }] });
        expect(await store.listCollections()).toEqual(['calls_v2', 'people']);
        await store.dropCollection('people');
        await store.dropCollection('never_defined');
        expect(await store.listCollections()).toEqual(['calls_v2']);
        expect(await store.collection('people').count()).toBe(0);
        await store.defineCollection(people);
        expect(await store.collection('people').find()).toEqual([]);
      });

      it('keeps unique indexes under deferIndexes and builds the others over the stored documents when defined again', async () => {
        const leads: CollectionDefinition = {
          name: 'leads_v2',
          indexes: [{ fields: ['email'], unique: true }, { fields: ['status', 'at'] }],
          search: { text: ['name'], digits: ['phone'] },
        };
        const lead = (id: string, email: string, status: string, at: number, name: string, phone: string): WriteOp[] =>
          puts([{ id, email, status, at, name, phone }], 'leads_v2');
        await store.defineCollection({ ...leads, deferIndexes: true });
        await store.commit({
          projector: 'leads',
          position: 1,
          writes: [...lead('l1', 'ana@x.io', 'new', 2, 'Ana Lima', '+1 (555) 123-4567'), ...lead('l2', 'bo@x.io', 'won', 1, 'Bo Berg', '555 999')],
        });
        await store.commit({ projector: 'leads', position: 2, writes: lead('l3', 'cy@x.io', 'new', 1, 'Cy Lima', '(555) 222') });
        const duplicate = store.commit({ projector: 'leads', position: 3, writes: lead('l4', 'ana@x.io', 'new', 3, 'Ann', '1') });
        await expect(duplicate).rejects.toThrow(ReadStoreConflictError);

        await store.defineCollection(leads);
        const found = async (options: FindOptions) => (await store.collection('leads_v2').find(options)).map((doc) => doc.id);
        expect(await found({ where: { status: 'new' }, orderBy: { field: 'at' } })).toEqual(['l3', 'l1']);
        expect(await found({ search: 'lima', orderBy: { field: 'at' } })).toEqual(['l3', 'l1']);
        expect(await found({ search: '5551234' })).toEqual(['l1']);
        await store.commit({ projector: 'leads', position: 4, writes: lead('l1', 'ana@x.io', 'won', 2, 'Ana Souza', '555 000') });
        expect(await found({ search: 'lima' })).toEqual(['l3']);
        expect(await found({ where: { status: 'won' }, orderBy: { field: 'at' } })).toEqual(['l2', 'l1']);
      });
    });

    describe('commit and checkpoints', () => {
      it('reports 0 for an unknown projector and moves each checkpoint forward on commit', async () => {
        expect(await store.checkpoint('unknown')).toBe(0);
        expect(await store.checkpoint('fixture')).toBe(1);
        await store.commit({ projector: 'a', position: 7, writes: [] });
        await store.commit({ projector: 'b', position: 3, writes: puts([{ id: 'b1' }]) });
        await store.commit({ projector: 'a', position: 12, writes: [] });
        expect([await store.checkpoint('a'), await store.checkpoint('b')]).toEqual([12, 3]);
      });

      it('applies nothing, checkpoint included, when a batch is rejected', async () => {
        const writes: WriteOp[] = [...puts([{ id: 'ok', v: 1 }]), { kind: 'put', collection: 'people', doc: { id: '' } }];
        await expect(store.commit({ projector: 'fixture', position: 2, writes })).rejects.toThrow(ReadStoreInputError);
        expect(await store.collection('people').get('ok')).toBeNull();
        expect(await store.checkpoint('fixture')).toBe(1);
      });

      it('ignores a batch replayed at or below the checkpoint', async () => {
        const people = store.collection('people');
        await store.commit({ projector: 'p', position: 10, writes: puts([{ id: 'a', v: 1 }]) });
        await store.commit({ projector: 'p', position: 20, writes: puts([{ id: 'a', v: 2 }]) });
        await store.commit({
          projector: 'p',
          position: 10,
          writes: puts([
            { id: 'a', v: 1 },
            { id: 'new', v: 1 },
          ]),
        });
        await store.commit({ projector: 'p', position: 20, writes: [{ kind: 'delete', collection: 'people', id: 'a' }] });
        expect(await people.get('a')).toEqual({ id: 'a', v: 2 });
        expect(await people.get('new')).toBeNull();
        expect(await store.checkpoint('p')).toBe(20);
      });

      it('never overwrites or deletes a document written at a newer position', async () => {
        const people = store.collection('people');
        await putBothThenOverwrite(['a', 'b'], { projector: 'newer', position: 20 }, { projector: 'older', position: 15 });
        expect([await people.get('a'), await people.get('b')]).toEqual([
          { id: 'a', v: 'newer' },
          { id: 'b', v: 'newer' },
        ]);
        await store.commit({ projector: 'older', position: 25, writes: puts([{ id: 'a', v: 'latest' }]) });
        expect(await people.get('a')).toEqual({ id: 'a', v: 'latest' });
      });
    });

    describe('atomic commits, conflicts and equal positions', () => {
      const users: CollectionDefinition = { name: 'users', indexes: [{ fields: ['email'], unique: true }] };
      const usage: CollectionDefinition = { name: 'usage' };

      it('surfaces a unique-index violation as ReadStoreConflictError and writes nothing of the batch', async () => {
        await store.defineCollection(users);
        await store.commit({ projector: 'users', position: 5, writes: puts([{ id: 'u1', email: 'a@x.io' }], 'users') });
        const error = await store
          .commit({
            projector: 'users',
            position: 6,
            writes: [...puts([{ id: 'p1', name: 'changed' }]), ...puts([{ id: 'u2', email: 'a@x.io' }], 'users')],
          })
          .catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(ReadStoreConflictError);
        expect(await store.collection('people').get('p1')).toMatchObject({ name: 'Ada Lovelace' });
        expect(await store.collection('users').get('u2')).toBeNull();
        expect(await store.checkpoint('users')).toBe(5);
      });

      it('lets any number of documents leave a uniquely indexed field missing or null', async () => {
        await store.defineCollection({
          name: 'users',
          indexes: [
            { fields: ['email'], unique: true },
            { fields: ['team', 'phone'], unique: true },
          ],
        });
        await store.commit({
          projector: 'users',
          position: 1,
          writes: puts(
            [
              { id: 'a' },
              { id: 'b' },
              { id: 'c', email: null },
              { id: 'd', email: null, team: 't' },
              { id: 'e', team: 't' },
              { id: 'f', email: 'f@x.io', team: 't', phone: '1' },
            ],
            'users',
          ),
        });
        expect(await store.collection('users').count()).toBe(6);
        await expect(
          store.commit({ projector: 'users', position: 2, writes: puts([{ id: 'g', team: 't', phone: '1' }], 'users') }),
        ).rejects.toBeInstanceOf(ReadStoreConflictError);
      });

      it('resolves writes at an equal position like a later position: the later commit wins, puts and deletes alike', async () => {
        const people = store.collection('people');
        await putBothThenOverwrite(['tie', 'gone'], { projector: 'one', position: 30 }, { projector: 'two', position: 30 });
        expect(await people.get('tie')).toEqual({ id: 'tie', v: 'two' });
        expect(await people.get('gone')).toBeNull();
        await store.commit({ projector: 'three', position: 29, writes: puts([{ id: 'tie', v: 'older' }]) });
        expect(await people.get('tie')).toEqual({ id: 'tie', v: 'two' });
      });

      it('never doubles a read-modify-write counter when a failed batch is retried at another boundary', async () => {
        await store.defineCollection(users);
        await store.defineCollection(usage);
        await store.commit({ projector: 'users', position: 1, writes: puts([{ id: 'taken', email: 'taken@x.io' }], 'users') });
        const minutes = [3, 5, 7, 11, 13, 17];
        // A handler like the usage projector: read the document, add the event's minutes, write it back.
        const applyEvents = async (from: number, to: number, extra: WriteOp[] = []) => {
          const stored = await store.collection('usage').get('client-1');
          let used = (stored?.['minutesUsed'] as number | undefined) ?? 0;
          for (let position = from; position <= to; position++) used += minutes[position - 1];
          return store.commit({ projector: 'usage', position: to, writes: [...puts([{ id: 'client-1', minutesUsed: used }], 'usage'), ...extra] });
        };
        await applyEvents(1, 2);
        // The batch 3..6 fails in the middle: its usage write comes first, then a write the store refuses.
        await expect(applyEvents(3, 6, puts([{ id: 'dup', email: 'taken@x.io' }], 'users'))).rejects.toBeInstanceOf(ReadStoreConflictError);
        expect(await store.collection('usage').get('client-1')).toEqual({ id: 'client-1', minutesUsed: 8 });
        expect(await store.checkpoint('usage')).toBe(2);
        await applyEvents(3, 4);
        await applyEvents(5, 6);
        expect(await store.collection('usage').get('client-1')).toEqual({ id: 'client-1', minutesUsed: 56 });
        expect(await store.checkpoint('usage')).toBe(6);
      });

      it('accepts commits from two store instances on the same database, each batch once, the checkpoint never going back', async () => {
        const twin = await openTwin(store);
        try {
          await twin.defineCollection(usage);
          const batch = (position: number, v: number) => ({
            writes: puts([{ id: 'shared', v }], 'usage'),
            checkpoint: { projector: 'shared', position },
          });
          const outcomes = await Promise.all([
            store.commit(batch(10, 1)),
            twin.commit(batch(10, 1)),
            store.commit(batch(20, 2)),
            twin.commit(batch(15, 3)),
          ]);
          expect(outcomes.filter((outcome) => outcome === 'applied').length).toBeGreaterThanOrEqual(2);
          expect(await store.checkpoint('shared')).toBe(20);
          expect(await twin.checkpoint('shared')).toBe(20);
          expect(await twin.collection('usage').get('shared')).toEqual({ id: 'shared', v: 2 });
          expect(await store.commit(batch(20, 9))).toBe('already-applied');
        } finally {
          await twin.close();
        }
      });
    });

    describe('leases and fencing', () => {
      const lease = (holder: string, nowMs: number, projector = 'leads') => ({ projector, holder, ttlMs: 10_000, nowMs });

      it('gives a lease to one holder at a time, renews it for that holder and lets another take it once it lapses', async () => {
        const a = await store.tryAcquireLease(lease('a', 1_000));
        expect(a).toEqual({ projector: 'leads', holder: 'a', epoch: 1, expiresAtMs: 11_000 });
        expect(await store.tryAcquireLease(lease('b', 5_000))).toBeNull();
        expect(await store.tryAcquireLease(lease('a', 6_000))).toEqual({ projector: 'leads', holder: 'a', epoch: 1, expiresAtMs: 16_000 });
        expect(await store.tryAcquireLease(lease('b', 15_999))).toBeNull();
        expect(await store.tryAcquireLease(lease('b', 16_000))).toMatchObject({ holder: 'b', epoch: 2 });
        expect(await store.tryAcquireLease(lease('a', 17_000))).toBeNull();
        await store.releaseLease('leads', 'a');
        expect(await store.readLease('leads')).toMatchObject({ holder: 'b', epoch: 2 });
        await store.releaseLease('leads', 'b');
        expect(await store.tryAcquireLease(lease('a', 17_000))).toMatchObject({ holder: 'a', epoch: 3 });
        expect(await store.tryAcquireLease(lease('z', 0, 'other'))).toMatchObject({ epoch: 1 });
        expect(await store.listLeases()).toEqual([
          { projector: 'leads', holder: 'a', epoch: 3, expiresAtMs: 27_000 },
          { projector: 'other', holder: 'z', epoch: 1, expiresAtMs: 10_000 },
        ]);
      });

      it('fences a commit by the named lease when its checkpoint has another key (a versioned build)', async () => {
        const first = await store.tryAcquireLease(lease('a', 1_000));
        const second = await store.tryAcquireLease(lease('b', 20_000));
        const commit = (leaseEpoch: number) =>
          store.commit({
            writes: puts([{ id: 'built', by: leaseEpoch }]),
            checkpoint: { projector: 'leads_v2_x', position: 3, leaseEpoch, lease: 'leads' },
          });
        const error = await commit(first?.epoch ?? -1).catch((caught: unknown) => caught);
        expect(error).toMatchObject({ projector: 'leads', leaseEpoch: 1, currentEpoch: 2 });
        expect(await store.collection('people').get('built')).toBeNull();
        expect(await store.checkpoint('leads_v2_x')).toBe(0);
        expect(await commit(second?.epoch ?? -1)).toBe('applied');
        expect(await store.checkpoint('leads_v2_x')).toBe(3);
      });

      it('hands a contested lease to exactly one of two store instances', async () => {
        const twin = await openTwin(store);
        try {
          const results = await Promise.all([store.tryAcquireLease(lease('a', 1_000)), twin.tryAcquireLease(lease('b', 1_000))]);
          expect(results.filter(Boolean)).toHaveLength(1);
        } finally {
          await twin.close();
        }
      });

      it('refuses the commit of a stale leader, writing nothing, and accepts the current one', async () => {
        const first = await store.tryAcquireLease(lease('a', 1_000));
        const second = await store.tryAcquireLease(lease('b', 20_000));
        const commit = (leaseEpoch: number, position: number) =>
          store.commit({ writes: puts([{ id: 'fenced', by: leaseEpoch }]), checkpoint: { projector: 'leads', position, leaseEpoch } });
        const error = await commit(first?.epoch ?? -1, 5).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(ReadStoreFencedError);
        expect(error).toMatchObject({ projector: 'leads', leaseEpoch: 1, currentEpoch: 2 });
        expect(await store.collection('people').get('fenced')).toBeNull();
        expect(await store.checkpoint('leads')).toBe(0);
        await expect(store.commit({ writes: [], checkpoint: { projector: 'nobody', position: 1, leaseEpoch: 1 } })).rejects.toBeInstanceOf(
          ReadStoreFencedError,
        );
        expect(await commit(second?.epoch ?? -1, 5)).toBe('applied');
        expect(await store.collection('people').get('fenced')).toEqual({ id: 'fenced', by: 2 });
        expect(await store.checkpoint('leads')).toBe(5);
      });
    });

    describe('versioned state (compare-and-set)', () => {
      it('writes a key only at the expected version, so one of two concurrent writers wins', async () => {
        expect(await store.readState('projector:leads')).toBeNull();
        expect(await store.writeState('projector:leads', { status: 'live' }, 1)).toBeNull();
        expect(await store.writeState('projector:leads', { status: 'live' }, 0)).toBe(1);
        expect(await store.writeState('projector:leads', { status: 'again' }, 0)).toBeNull();
        const twin = await openTwin(store);
        try {
          const results = await Promise.all([
            store.writeState('projector:leads', { status: 'failed' }, 1),
            twin.writeState('projector:leads', { status: 'rebuilding' }, 1),
          ]);
          expect(results.filter((version) => version === 2)).toHaveLength(1);
          expect(results.filter((version) => version === null)).toHaveLength(1);
          const stored = await twin.readState<{ status: string }>('projector:leads');
          expect(stored?.version).toBe(2);
          expect(['failed', 'rebuilding']).toContain(stored?.value.status);
        } finally {
          await twin.close();
        }
        await expect(store.writeState('', { x: 1 }, 0)).rejects.toBeInstanceOf(ReadStoreInputError);
        for (const request of [
          null,
          'x',
          { writes: [], checkpoint: null },
          { writes: 'x', checkpoint: { projector: 'p', position: 1 } },
          { writes: [], checkpoint: { projector: 'p', position: 1, leaseEpoch: 0 } },
        ]) {
          await expect(store.commit(request as unknown as CommitRequest)).rejects.toBeInstanceOf(ReadStoreInputError);
        }
        await expect(store.tryAcquireLease({ projector: 'p', holder: '', ttlMs: 1, nowMs: 0 })).rejects.toBeInstanceOf(ReadStoreInputError);
        await expect(store.writeState('k', { x: 1 }, -1)).rejects.toBeInstanceOf(ReadStoreInputError);
      });
    });

    describe('hostile input', () => {
      const hostileNames = ['people; DROP TABLE rm_people', '"rm_people"', '../people', '_checkpoints', 'People', '', 'a'.repeat(64)];
      const hostileFields = ["name') OR 1=1 --", '$where', 'a..b', 'owner.$ne', '_id', '_position', "name'", 'a b'];

      it('rejects collection names that are not lower-case identifiers', async () => {
        for (const name of hostileNames) {
          expect(() => store.collection(name)).toThrow(ReadStoreInputError);
          await expect(store.defineCollection({ name })).rejects.toThrow(ReadStoreInputError);
          await expect(store.dropCollection(name)).rejects.toThrow(ReadStoreInputError);
        }
      });

      it('rejects field paths and operators outside the query language', async () => {
        const peopleCollection = store.collection('people');
        for (const field of hostileFields) {
          await expect(peopleCollection.find({ where: { [field]: 'x' } })).rejects.toThrow(ReadStoreInputError);
          await expect(peopleCollection.count({ [field]: 'x' })).rejects.toThrow(ReadStoreInputError);
          await expect(peopleCollection.find({ orderBy: { field } })).rejects.toThrow(ReadStoreInputError);
          await expect(store.defineCollection({ name: 'people', indexes: [{ fields: [field] }] })).rejects.toThrow(ReadStoreInputError);
        }
        const operators = [{ $ne: null }, { $where: '1' }, { in: 'p1' }, { contains: 1 }, { gt: null }, {}, ['p1'], { in: [], gt: 1 }];
        for (const condition of operators) {
          await expect(peopleCollection.find({ where: { id: condition } as unknown as Where })).rejects.toThrow(ReadStoreInputError);
        }
        await expect(peopleCollection.find({ orderBy: { field: 'name', direction: 'DESC; DROP' as 'desc' } })).rejects.toThrow(ReadStoreInputError);
      });

      it('treats SQL and regex looking values as plain data', async () => {
        const hostileId = "x'); DROP TABLE rm_people; --";
        await store.commit({ projector: 'h', position: 1, writes: puts([{ id: hostileId, name: "' OR '1'='1" }]) });
        expect(await store.collection('people').get(hostileId)).toEqual({ id: hostileId, name: "' OR '1'='1" });
        expect(await matching({ name: "' OR 1=1 --" })).toEqual([]);
        expect(await matching({ name: { contains: "' OR '1'='1" } })).toEqual([hostileId]);
        expect(await matching({ status: { in: ["active' OR '1'='1"] } })).toEqual([]);
        expect(await matching({ name: { contains: '.*' } })).toEqual([]);
        expect(await store.collection('people').count()).toBe(6);
      });
    });
  });
}
