import { randomUUID } from 'node:crypto';
import { WrongExpectedRevisionError } from './event-store.errors';
import type { EventStore } from './event-store.port';
import {
  appendSequentially,
  newEvent,
  readAllToArray,
  SubscriptionProbe,
  uniquePrefix,
} from './testing/event-store-test-helpers';

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
        expect(await store.readStream(`${prefix}missing`)).toEqual([]);
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

        const outcomes = await Promise.allSettled([
          store.append(stream, [newEvent('ByFirst')], 0),
          other.append(stream, [newEvent('BySecond')], 0),
        ]);

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

      it('treats from as exclusive and to as inclusive', async () => {
        const start = await appendMixed();
        const filter = { streamPrefixes: [prefix] };
        const all = await readAllToArray(store.readAll({ from: start, filter }));
        const window = store.readAll({ from: all[1].position, to: all[3].position, filter });
        expect(indexes(await readAllToArray(window))).toEqual([3, 4]);
        expect(await readAllToArray(store.readAll({ from: all[4].position, filter }))).toEqual([]);
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
