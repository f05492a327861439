import { randomUUID } from 'node:crypto';
import { START, UnavailableError, UnknownError, WrongExpectedVersionError, type KurrentDBClient } from '@kurrent/kurrentdb-client';
import { InvalidEventIdError } from '../event-store.errors';
import { readAllToArray, SubscriptionProbe } from '../testing/event-store-test-helpers';
import { KurrentDbEventStore } from './kurrentdb-event-store';
import { messageOf } from './kurrentdb-errors';
import { scopedPrefixes } from './kurrentdb-scope';

/**
 * These tests stand in for the CLIENT object (not a server): they script what @kurrent/kurrentdb-client's methods
 * yield or throw, as read in its dist/ sources, to drive the adapter's own logic (paging, resubscribing, retries).
 * The behaviour against a real server is the contract suite (KURRENTDB_URL).
 */
interface Recorded {
  stream: string;
  id: string;
  revision: bigint;
  position: bigint;
  type: string;
}
const resolvedOf = ({ stream, id, revision, position, type }: Recorded) => ({
  event: {
    streamId: stream,
    id,
    revision,
    type,
    isJson: true,
    data: {},
    metadata: {},
    created: new Date(),
    position: { commit: position, prepare: position },
  },
});
/** Sparse positions like KurrentDB's byte offsets: 1000, 1437, 1874, ... */
const log: Recorded[] = Array.from({ length: 10 }, (_, index) => ({
  stream: index % 2 ? 'call-1' : 'user-1',
  id: randomUUID(),
  revision: BigInt(Math.floor(index / 2)),
  position: BigInt(1000 + index * 437),
  type: 'T',
}));
log.splice(3, 0, { stream: '$stats-1', id: randomUUID(), revision: 0n, position: 2200n, type: '$statsCollected' });
log.sort((a, b) => Number(a.position - b.position));
const unavailable = () => new UnavailableError({ code: 14, details: 'connection reset', message: 'UNAVAILABLE' } as never);
const unavailableError = () => Object.assign(unavailable(), {});

interface ReadAllCall {
  fromPosition: unknown;
  maxCount: number;
  direction?: string;
  filter?: { prefixes?: string[]; regex?: string };
}
function fakeClient(overrides: Partial<Record<string, unknown>> = {}) {
  const calls = { readAll: [] as ReadAllCall[], subscribeToAll: [] as { fromPosition: unknown }[], append: [] as unknown[][], openReads: 0 };
  const matches = (record: Recorded, filter?: ReadAllCall['filter']) =>
    !filter?.prefixes || filter.prefixes.some((prefix) => record.stream.startsWith(prefix));
  const client = {
    readAll(options: ReadAllCall) {
      calls.readAll.push(options);
      return (async function* () {
        calls.openReads++;
        try {
          const ordered = options.direction === 'backwards' ? [...log].reverse() : log;
          const from = options.fromPosition;
          if (typeof from === 'object' && from && !log.some((record) => record.position === (from as { commit: bigint }).commit)) {
            throw new UnknownError({ code: 2, details: 'InvalidPosition', message: 'Invalid position' } as never);
          }
          let count = 0;
          for (const record of ordered) {
            if (typeof from === 'object' && from && record.position < (from as { commit: bigint }).commit) continue;
            if (!matches(record, options.filter)) continue;
            if (count++ >= options.maxCount) return;
            yield resolvedOf(record);
          }
        } finally {
          calls.openReads--;
        }
      })();
    },
    dispose: async () => undefined,
    ...overrides,
  };
  return { client: client as unknown as KurrentDBClient, calls };
}
const store = (client: KurrentDBClient) => new KurrentDbEventStore({ client, backoff: { initialDelayMs: 5, maxDelayMs: 20 } });
const ours = log.filter((record) => !record.stream.startsWith('$'));

describe('KurrentDbEventStore (scripted client)', () => {
  it('reads $all in bounded pages from the server position of the last event, up to the head fixed at the start', async () => {
    const { client, calls } = fakeClient();
    const events = await readAllToArray(store(client).readAll({ batchSize: 3 }));

    expect(events.map((event) => event.position)).toEqual(ours.map((record) => Number(record.position)));
    const forward = calls.readAll.filter((call) => call.direction !== 'backwards');
    expect(forward.every((call) => call.maxCount === 3)).toBe(true);
    expect(forward[1].fromPosition).toEqual({ commit: ours[2].position, prepare: ours[2].position });
    expect(calls.readAll[0]).toMatchObject({ direction: 'backwards', maxCount: 1 });
    expect(calls.openReads).toBe(0);
  });

  it('scopes reads to the product streams: system and foreign streams are filtered on the server', async () => {
    const { client, calls } = fakeClient();
    await readAllToArray(store(client).readAll());
    expect(calls.readAll.at(-1)?.filter?.prefixes).toEqual(expect.arrayContaining(['user-', 'call-', 'demo-request-']));
    expect(calls.readAll.at(-1)?.filter?.prefixes?.some((prefix) => prefix.startsWith('$'))).toBe(false);
    expect(scopedPrefixes(['c'], ['client-', 'call-', 'user-'])).toEqual(['client-', 'call-']);
    expect(scopedPrefixes(['other-product-'], ['client-'])).toEqual([]);
    expect(await readAllToArray(store(client).readAll({ filter: { streamPrefixes: ['$'] } }))).toEqual([]);
  });

  it('leaves no server read open when the caller breaks out early', async () => {
    const { client, calls } = fakeClient();
    for await (const event of store(client).readAll({ batchSize: 2 })) if (event) break;
    expect(calls.openReads).toBe(0);
  });

  it('reads from the next record when `from` is not a record boundary (the server refuses it), never failing', async () => {
    const { client } = fakeClient();
    const from = Number(ours[4].position) + 5;
    const events = await readAllToArray(store(client).readAll({ from }));
    expect(events.map((event) => event.position)).toEqual(ours.slice(5).map((record) => Number(record.position)));
  });

  it('refuses non-UUID ids before talking to the server, and streams outside the product', async () => {
    const appendToStream = jest.fn();
    const { client } = fakeClient({ appendToStream });
    await expect(store(client).append('user-1', [{ eventId: 'e1', type: 'T', data: {} }], 'any')).rejects.toBeInstanceOf(InvalidEventIdError);
    await expect(store(client).append('other-1', [{ type: 'T', data: {} }], 'any')).rejects.toThrow('outside');
    expect(appendToStream).not.toHaveBeenCalled();
  });

  it('retries an append after UNAVAILABLE with the same ids and the ORIGINAL expected revision', async () => {
    const appendToStream = jest
      .fn()
      .mockRejectedValueOnce(unavailableError())
      .mockResolvedValueOnce({ success: true, nextExpectedRevision: 5n, position: { commit: 9000n, prepare: 9000n } });
    const { client } = fakeClient({ appendToStream });
    await expect(store(client).append('user-1', [{ type: 'T', data: {} }], 4)).resolves.toEqual({ revision: 5, position: 9000 });
    expect(appendToStream).toHaveBeenCalledTimes(2);
    const [first, second] = appendToStream.mock.calls;
    expect(second[2]).toEqual(first[2]);
    expect(second[2]).toEqual({ streamState: 4n });
    expect(second[1][0].id).toBe(first[1][0].id);
  });

  it('answers a conflicting retry whose ids are already in the stream with the original result', async () => {
    const stored = { stream: 'user-9', id: randomUUID(), revision: 3n, position: 7777n, type: 'T' };
    const appendToStream = jest
      .fn()
      .mockRejectedValue(new WrongExpectedVersionError(null as never, { streamName: 'user-9', current: 4n, expected: 2n } as never));
    const readStream = jest.fn(() =>
      (async function* () {
        yield resolvedOf({ ...stored, revision: 4n, id: randomUUID(), position: 8000n });
        yield resolvedOf(stored);
      })(),
    );
    const { client } = fakeClient({ appendToStream, readStream });
    await expect(store(client).append('user-9', [{ eventId: stored.id, type: 'T', data: {} }], 2)).resolves.toEqual({ revision: 3, position: 7777 });
  });

  it('resubscribes with backoff after UNAVAILABLE from the last delivered position, showing "reconnecting" meanwhile', async () => {
    let attempt = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const subscribeToAll = jest.fn((options: { fromPosition: unknown }) => {
      attempt++;
      const round = attempt;
      const iterable = (async function* () {
        if (round === 1) {
          yield resolvedOf(ours[0]);
          yield resolvedOf(ours[1]);
          throw unavailableError();
        }
        if (round === 2) throw unavailableError();
        if (round === 3) await held;
        const start = log.findIndex((record) => record.position === (options.fromPosition as { commit: bigint }).commit);
        for (const record of log.slice(start)) yield resolvedOf(record);
        await new Promise(() => undefined);
      })();
      return Object.assign(iterable, { unsubscribe: async () => undefined });
    });
    const { client } = fakeClient({ subscribeToAll });
    const subscription = store(client).subscribe();
    const probe = new SubscriptionProbe(subscription);

    expect((await probe.take(2)).map((event) => event.position)).toEqual([1000, 1437]);
    const pending = probe.take(3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(subscription.status?.()).toMatchObject({ state: 'reconnecting', attempts: 2, lastError: expect.stringContaining('unavailable') });
    release();
    expect((await pending).map((event) => event.position)).toEqual(ours.slice(2, 5).map((record) => Number(record.position)));
    expect(subscription.status?.()).toMatchObject({ state: 'live', attempts: 0 });
    expect(subscribeToAll.mock.calls.map(([options]) => options.fromPosition)).toEqual([
      START,
      { commit: 1437n, prepare: 1437n },
      { commit: 1437n, prepare: 1437n },
    ]);
    await subscription.close();
    expect(subscription.status?.()).toMatchObject({ state: 'closed' });
  });

  it('masks connection-string credentials in the error text a status shows', () => {
    const error = new UnavailableError({ code: 14, details: 'x', message: 'failed to connect to kurrentdb://admin:s3cret@db:2113' } as never);
    expect(messageOf(error)).toBe('unavailable: failed to connect to kurrentdb://***@db:2113');
    expect(messageOf(error)).not.toContain('s3cret');
  });

  it('ends its subscriptions when the store closes, instead of retrying on a disposed client', async () => {
    const subscribeToAll = jest.fn(() =>
      Object.assign(
        (async function* () {
          yield* [];
          throw unavailableError();
        })(),
        { unsubscribe: async () => undefined },
      ),
    );
    const { client } = fakeClient({ subscribeToAll });
    const eventStore = store(client);
    const probe = new SubscriptionProbe(eventStore.subscribe());
    const ended = probe.nextWithin(2_000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await eventStore.close();
    await expect(ended).resolves.toBeUndefined();
    const calls = subscribeToAll.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(subscribeToAll.mock.calls.length).toBe(calls);
  });
});
