import { randomUUID } from 'node:crypto';
import { DuplicateEventIdError, InvalidEventIdError, WrongExpectedRevisionError } from './event-store.errors';
import type { EventStore } from './event-store.port';
import { appendSequentially, newEvent, readAllToArray, SubscriptionProbe, uniquePrefix } from './testing/event-store-test-helpers';

/**
 * The behaviour every EventStore adapter must show. `connect` opens another connection to the same store each time it
 * is called. The store may already hold events (a shared server), so every case works in its own stream prefix.
 */
export function describeEventStoreContract(name: string, connect: () => Promise<EventStore>): void {
  describe(`EventStore contract: ${name}`, () => {
    jest.setTimeout(30_000);
    const opened: EventStore[] = [];
    const open = async () => {
      const store = await connect();
      opened.push(store);
      return store;
    };
    let store: EventStore;
    let prefix: string;

    beforeEach(async () => {
      store = await open();
      prefix = uniquePrefix('contract');
    });
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((each) => each.close()));
    });

    describe('append and readStream', () => {
      it('numbers revisions from 0, returns the last revision and position, and fills metadata defaults', async () => {
        const stream = `${prefix}a`;
        const result = await store.append(stream, [newEvent('Opened', { n: 1 }), newEvent('Named', { n: 2 })], 'no_stream');
        const events = await store.readStream(stream);

        expect(events.map((event) => [event.type, event.data, event.revision])).toEqual([
          ['Opened', { n: 1 }, 0],
          ['Named', { n: 2 }, 1],
        ]);
        expect(result).toEqual({ revision: 1, position: events[1].position });
        expect(events[0].position).toBeLessThan(events[1].position);
        expect(events[0].eventId).toMatch(/^[0-9a-f-]{36}$/);
        expect(events[1].metadata).toEqual({
          actorId: null,
          causationId: null,
          correlationId: events[0].eventId,
          occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        });
        expect(Math.abs(Date.parse(events[0].metadata.occurredAt) - Date.now())).toBeLessThan(60_000);
      });

      it('stores given ids, data and metadata exactly as given', async () => {
        const stream = `${prefix}a`;
        const eventId = randomUUID();
        const metadata = { actorId: 'user-7', correlationId: 'corr-1', causationId: 'cause-2', occurredAt: '2024-05-01T10:00:00.000Z' };
        const data = { name: 'Zoë', tags: ['a', 'b'], nested: { count: 3, ok: true, nothing: null } };
        await store.append(stream, [{ eventId, type: 'Named', data, metadata }], 'any');

        const [event] = await store.readStream(stream);
        expect(event).toMatchObject({ eventId, type: 'Named', data, metadata, stream, revision: 0 });
      });

      it('reads a stream from a revision, and an unknown stream as empty', async () => {
        const stream = `${prefix}a`;
        await appendSequentially(store, stream, 4);
        expect((await store.readStream(stream, { fromRevision: 2 })).map((event) => event.revision)).toEqual([2, 3]);
        // Right after the last event (what a snapshot at the head asks for): nothing, not an error.
        expect(await store.readStream(stream, { fromRevision: 4 })).toEqual([]);
        expect(await store.readStream(`${prefix}missing`)).toEqual([]);
        expect(await store.readStream(`${prefix}missing`, { fromRevision: 3 })).toEqual([]);
      });

      it('appends at the expected revision and rejects a stale one with the actual revision', async () => {
        const stream = `${prefix}a`;
        await store.append(stream, [newEvent('One')], 'no_stream');
        await expect(store.append(stream, [newEvent('Two')], 0)).resolves.toMatchObject({ revision: 1 });
        const stale = store.append(stream, [newEvent('Three')], 0);
        await expect(stale).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(stale).rejects.toMatchObject({ stream, expected: 0, actual: 1 });
        await expect(store.append(stream, [newEvent('Three')], 'any')).resolves.toMatchObject({ revision: 2 });
      });

      it('rejects no_stream on an existing stream and a revision on a missing one (actual -1)', async () => {
        const stream = `${prefix}a`;
        await store.append(stream, [newEvent('One')], 'no_stream');
        await expect(store.append(stream, [newEvent('Again')], 'no_stream')).rejects.toMatchObject({
          name: 'WrongExpectedRevisionError',
          actual: 0,
        });
        await expect(store.append(`${prefix}missing`, [newEvent('One')], 0)).rejects.toMatchObject({
          name: 'WrongExpectedRevisionError',
          actual: -1,
        });
        expect(await store.readStream(stream)).toHaveLength(1);
      });

      it('lets exactly one of two concurrent appends with the same expected revision succeed', async () => {
        const stream = `${prefix}a`;
        const other = await open();
        await store.append(stream, [newEvent('Opened')], 'no_stream');

        const outcomes = await Promise.allSettled([store.append(stream, [newEvent('ByFirst')], 0), other.append(stream, [newEvent('BySecond')], 0)]);

        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        const [rejected] = outcomes.filter((outcome) => outcome.status === 'rejected');
        expect(rejected.reason).toBeInstanceOf(WrongExpectedRevisionError);
        expect((await store.readStream(stream)).map((event) => event.revision)).toEqual([0, 1]);
      });

      it('stores an event id once: a retried append returns the original result even where the revision moved on', async () => {
        const stream = `${prefix}a`;
        const retried = [newEvent('One', {}, { eventId: randomUUID() }), newEvent('Two', {}, { eventId: randomUUID() })];
        const first = await store.append(stream, retried, 'no_stream');
        await store.append(stream, [newEvent('Three')], 1);

        await expect(store.append(stream, retried, 'no_stream')).resolves.toEqual(first);
        expect((await store.readStream(stream)).map((event) => event.type)).toEqual(['One', 'Two', 'Three']);
      });
    });

    describe('idempotency variants and event ids', () => {
      const ids = (count: number) => Array.from({ length: count }, (_, index) => newEvent(`E${index}`, { index }, { eventId: randomUUID() }));

      it('answers a retry made with expected = the revision it was first made at, after the stream moved on', async () => {
        const stream = `${prefix}a`;
        await store.append(stream, [newEvent('Opened')], 'no_stream');
        const retried = ids(2);
        const first = await store.append(stream, retried, 0);
        await store.append(stream, [newEvent('Later')], first.revision);

        await expect(store.append(stream, retried, 0)).resolves.toEqual(first);
        expect((await store.readStream(stream)).map((event) => event.type)).toEqual(['Opened', 'E0', 'E1', 'Later']);
      });

      it('treats expected = current revision with new ids as a new append, not a retry', async () => {
        const stream = `${prefix}a`;
        const first = await store.append(stream, ids(1), 'no_stream');
        const second = await store.append(stream, ids(1), first.revision);
        expect(second.revision).toBe(first.revision + 1);
        expect(second.position).toBeGreaterThan(first.position);
      });

      it('stores a retried `any` append once, even after many appends to the stream', async () => {
        const stream = `${prefix}a`;
        const retried = ids(1);
        const first = await store.append(stream, retried, 'any');
        for (let index = 0; index < 60; index++) await store.append(stream, [newEvent('Filler')], 'any');

        await expect(store.append(stream, retried, 'any')).resolves.toEqual(first);
        expect(await store.readStream(stream)).toHaveLength(61);
      });

      it('never adds an event id stored in one stream to another stream twice, and leaves the first stream as it was', async () => {
        const [event] = ids(1);
        await store.append(`${prefix}a`, [event], 'no_stream');
        const elsewhere = await store.append(`${prefix}b`, [event], 'any').then(
          () => 'stored',
          (error: unknown) => error,
        );
        // SQLite keeps event ids unique in the whole log; KurrentDB only within a stream (see README.md).
        if (elsewhere !== 'stored') expect(elsewhere).toBeInstanceOf(DuplicateEventIdError);
        expect((await store.readStream(`${prefix}a`)).map((stored) => stored.eventId)).toEqual([event.eventId]);
        expect((await store.readStream(`${prefix}b`)).length).toBe(elsewhere === 'stored' ? 1 : 0);
      });

      it.each(['e1', 'not-a-uuid', '', '123e4567-e89b-12d3-a456-42661417400', `${randomUUID()}x`])(
        'refuses the non-UUID event id %j with InvalidEventIdError and stores nothing',
        async (eventId) => {
          const stream = `${prefix}a`;
          const append = store.append(stream, [newEvent('Fine'), newEvent('Bad', {}, { eventId })], 'any');
          await expect(append).rejects.toBeInstanceOf(InvalidEventIdError);
          expect(await store.readStream(stream)).toEqual([]);
        },
      );

      it('accepts upper-case UUIDs', async () => {
        const eventId = randomUUID().toUpperCase();
        await store.append(`${prefix}a`, [newEvent('Upper', {}, { eventId })], 'no_stream');
        expect((await store.readStream(`${prefix}a`))[0].eventId.toLowerCase()).toBe(eventId.toLowerCase());
      });

      it('stores a large event (900 KB) and a large batch (1,000 events) intact', async () => {
        const big = 'x'.repeat(900 * 1024);
        await store.append(`${prefix}big`, [newEvent('Big', { big })], 'no_stream');
        expect((await store.readStream(`${prefix}big`))[0].data).toEqual({ big });

        const batch = Array.from({ length: 1000 }, (_, index) => newEvent('Small', { index, text: 'y'.repeat(200) }));
        const result = await store.append(`${prefix}batch`, batch, 'no_stream');
        expect(result.revision).toBe(999);
        const stored = await store.readStream(`${prefix}batch`);
        expect(stored.map((event) => (event.data as { index: number }).index)).toEqual(batch.map((_, index) => index));
      });

      it('keeps revisions gap-free when two store instances append concurrently to the same streams', async () => {
        const other = await open();
        const writers = [store, other];
        await Promise.all(
          writers.map(async (writer, index) => {
            for (let round = 0; round < 20; round++) await writer.append(`${prefix}shared`, [newEvent(`W${index}`, { round })], 'any');
          }),
        );
        const stored = await store.readStream(`${prefix}shared`);
        expect(stored.map((event) => event.revision)).toEqual(Array.from({ length: 40 }, (_, revision) => revision));
        expect(new Set(stored.map((event) => event.position)).size).toBe(40);
      });
    });

    describe('readAll', () => {
      async function appendMixed() {
        const start = await store.headPosition();
        await store.append(`${prefix}lead-1`, [newEvent('LeadSubmitted', { i: 1 })], 'no_stream');
        await store.append(`${prefix}call-1`, [newEvent('CallLogged', { i: 2 })], 'no_stream');
        await store.append(`${prefix}lead-2`, [newEvent('LeadSubmitted', { i: 3 }), newEvent('StatusChanged', { i: 4 })], 'no_stream');
        await store.append(`${prefix}lead-1`, [newEvent('StatusChanged', { i: 5 })], 0);
        return start;
      }
      const indexes = (events: { data: unknown }[]) => events.map((event) => (event.data as { i: number }).i);

      it('returns events in global position order, filtered by stream prefix and by type', async () => {
        const from = await appendMixed();
        const mine = await readAllToArray(store.readAll({ from, filter: { streamPrefixes: [prefix] }, batchSize: 2 }));
        expect(indexes(mine)).toEqual([1, 2, 3, 4, 5]);
        expect(mine.map((event) => event.position)).toEqual([...mine.map((event) => event.position)].sort((a, b) => a - b));
        expect(new Set(mine.map((event) => event.position)).size).toBe(5);

        const leads = store.readAll({ from, filter: { streamPrefixes: [`${prefix}lead-`] } });
        expect(indexes(await readAllToArray(leads))).toEqual([1, 3, 4, 5]);
        const changes = store.readAll({ from, filter: { types: ['StatusChanged', 'CallLogged'], streamPrefixes: [prefix] } });
        expect(indexes(await readAllToArray(changes))).toEqual([2, 4, 5]);
        const leadChanges = store.readAll({ from, filter: { types: ['StatusChanged'], streamPrefixes: [`${prefix}lead-2`] } });
        expect(indexes(await readAllToArray(leadChanges))).toEqual([4]);
      });

      it('reads backwards newest first, page by page before a position it returned, filtered by prefix and type', async () => {
        await appendMixed();
        if (!store.readBackward) return;
        const newest = await store.readBackward({ limit: 2, filter: { streamPrefixes: [prefix] } });
        expect(indexes(newest)).toEqual([5, 4]);
        const next = await store.readBackward({ before: newest[1].position, limit: 10, filter: { streamPrefixes: [prefix] } });
        expect(indexes(next)).toEqual([3, 2, 1]);
        expect(indexes(await store.readBackward({ limit: 10, filter: { types: ['LeadSubmitted'], streamPrefixes: [`${prefix}lead-`] } }))).toEqual([
          3, 1,
        ]);
        expect(await store.readBackward({ before: next[2].position, limit: 10, filter: { streamPrefixes: [prefix] } })).toEqual([]);
      });

      it('treats from as exclusive and to as inclusive', async () => {
        const start = await appendMixed();
        const filter = { streamPrefixes: [prefix] };
        const all = await readAllToArray(store.readAll({ from: start, filter }));
        const window = store.readAll({ from: all[1].position, to: all[3].position, filter });
        expect(indexes(await readAllToArray(window))).toEqual([3, 4]);
        expect(await readAllToArray(store.readAll({ from: all[4].position, filter }))).toEqual([]);
      });

      it('reads from 0, from any integer and from beyond the head without error', async () => {
        const start = await appendMixed();
        const filter = { streamPrefixes: [prefix] };
        const all = await readAllToArray(store.readAll({ filter }));
        expect(indexes(all)).toEqual([1, 2, 3, 4, 5]);
        expect(indexes(await readAllToArray(store.readAll({ from: 0, filter })))).toEqual([1, 2, 3, 4, 5]);
        // Every integer between two events' positions reads from the next event (never an invalid-position error).
        for (const from of [start, start + 1, all[2].position - 1, all[2].position + 1]) {
          const expected = all.filter((event) => event.position > from);
          expect(await readAllToArray(store.readAll({ from, filter }))).toEqual(expected);
        }
        const head = await store.headPosition();
        expect(await readAllToArray(store.readAll({ from: head + 1_000_000, filter }))).toEqual([]);
      });

      it('does not follow appends made while the read goes on', async () => {
        await appendSequentially(store, `${prefix}a`, 6);
        const seen: number[] = [];
        for await (const event of store.readAll({ filter: { streamPrefixes: [prefix] }, batchSize: 2 })) {
          seen.push(event.revision);
          if (event.revision < 3) await store.append(`${prefix}a`, [newEvent('During')], 'any');
        }
        expect(seen).toEqual([0, 1, 2, 3, 4, 5]);
      });

      it('honours `to` under a filter, even when the event at `to` does not pass the filter', async () => {
        await appendMixed();
        const all = await readAllToArray(store.readAll({ filter: { streamPrefixes: [prefix] } }));
        const leadsUpToCall = store.readAll({ to: all[1].position, filter: { streamPrefixes: [`${prefix}lead-`] } });
        expect(indexes(await readAllToArray(leadsUpToCall))).toEqual([1]);
        const typedUpTo = store.readAll({ to: all[3].position, filter: { types: ['StatusChanged'], streamPrefixes: [prefix] } });
        expect(indexes(await readAllToArray(typedUpTo))).toEqual([4]);
      });

      it('releases the read when the caller breaks out early: later appends and reads still work', async () => {
        await appendSequentially(store, `${prefix}a`, 10);
        for (let round = 0; round < 20; round++) {
          for await (const event of store.readAll({ filter: { streamPrefixes: [prefix] }, batchSize: 3 })) {
            if (event.revision >= 1) break;
          }
        }
        await expect(store.append(`${prefix}a`, [newEvent('After')], 9)).resolves.toMatchObject({ revision: 10 });
        expect(await readAllToArray(store.readAll({ filter: { streamPrefixes: [prefix] } }))).toHaveLength(11);
      });

      it('reports the head position', async () => {
        const result = await store.append(`${prefix}a`, [newEvent('One')], 'no_stream');
        expect(await store.headPosition()).toBeGreaterThanOrEqual(result.position);
      });
    });

    describe('subscribe', () => {
      it('catches up from a position, then delivers new events live, and stops on close', async () => {
        const from = await store.headPosition();
        await appendSequentially(store, `${prefix}a`, 3);
        const probe = new SubscriptionProbe(store.subscribe({ from, filter: { streamPrefixes: [prefix] } }));

        expect((await probe.take(3)).map((event) => event.revision)).toEqual([0, 1, 2]);
        await store.append(`${prefix}a`, [newEvent('Live')], 2);
        await store.append(`${prefix}b`, [newEvent('OtherStream')], 'no_stream');
        expect((await probe.take(2)).map((event) => event.type)).toEqual(['Live', 'OtherStream']);

        await probe.subscription.close();
        await store.append(`${prefix}a`, [newEvent('AfterClose')], 3);
        expect(await probe.nextWithin(300)).toBeUndefined();
      });

      it('delivers only events that pass its filter, starting after `from`', async () => {
        await store.append(`${prefix}a`, [newEvent('Skipped')], 'no_stream');
        const from = await store.headPosition();
        const probe = new SubscriptionProbe(store.subscribe({ from, filter: { types: ['Wanted'], streamPrefixes: [prefix] } }));
        await store.append(`${prefix}a`, [newEvent('Unwanted'), newEvent('Wanted', { n: 1 })], 0);
        await store.append(`${prefix}b`, [newEvent('Wanted', { n: 2 })], 'no_stream');

        expect((await probe.take(2)).map((event) => event.data)).toEqual([{ n: 1 }, { n: 2 }]);
        await probe.subscription.close();
      });

      it('subscribes from 0, from any integer and from beyond the head', async () => {
        await appendSequentially(store, `${prefix}a`, 3);
        const filter = { streamPrefixes: [prefix] };
        const all = await readAllToArray(store.readAll({ filter }));

        const fromZero = new SubscriptionProbe(store.subscribe({ from: 0, filter }));
        expect((await fromZero.take(3)).map((event) => event.revision)).toEqual([0, 1, 2]);
        await fromZero.subscription.close();

        const fromBetween = new SubscriptionProbe(store.subscribe({ from: all[1].position - 1, filter }));
        expect((await fromBetween.take(2)).map((event) => event.revision)).toEqual([1, 2]);
        await fromBetween.subscription.close();

        const beyond = new SubscriptionProbe(store.subscribe({ from: (await store.headPosition()) + 1_000_000, filter }));
        await store.append(`${prefix}a`, [newEvent('Later')], 2);
        expect(await beyond.nextWithin(300)).toBeUndefined();
        await beyond.subscription.close();
      });

      it('reports its status as live while connected and closed after close()', async () => {
        const subscription = store.subscribe({ filter: { streamPrefixes: [prefix] } });
        if (!subscription.status) return void (await subscription.close());
        expect(subscription.status()).toMatchObject({ state: 'live', attempts: 0 });
        await subscription.close();
        expect(subscription.status()).toMatchObject({ state: 'closed' });
      });

      it('ends (done, or a typed error) when its store goes away, instead of hanging', async () => {
        const other = await open();
        const probe = new SubscriptionProbe(other.subscribe({ filter: { streamPrefixes: [prefix] } }));
        const ended = (async () => {
          try {
            for (;;) {
              if ((await probe.nextWithin(5_000)) === undefined) return 'ended';
            }
          } catch (error) {
            return error instanceof Error ? error.name : 'unknown';
          }
        })();
        await other.close();
        await expect(ended).resolves.toMatch(/^(ended|EventStoreUnavailableError)$/);
      });

      it('never misses or reorders events while several writers append concurrently', async () => {
        const writers = [store, store, await open(), await open()];
        const perWriter = 25;
        const from = await store.headPosition();
        const probe = new SubscriptionProbe(store.subscribe({ from, filter: { streamPrefixes: [prefix] } }));

        await Promise.all(writers.map((writer, index) => appendSequentially(writer, `${prefix}w${index}`, perWriter)));
        const received = await probe.take(writers.length * perWriter, 20_000);
        await probe.subscription.close();

        const stored = await readAllToArray(store.readAll({ from, filter: { streamPrefixes: [prefix] } }));
        expect(received.map((event) => event.eventId)).toEqual(stored.map((event) => event.eventId));
        const positions = received.map((event) => event.position);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        expect(new Set(positions).size).toBe(positions.length);
        for (const [index] of writers.entries()) {
          const revisions = received.filter((event) => event.stream === `${prefix}w${index}`).map((event) => event.revision);
          expect(revisions).toEqual(Array.from({ length: perWriter }, (_, revision) => revision));
        }
      });
    });
  });
}
