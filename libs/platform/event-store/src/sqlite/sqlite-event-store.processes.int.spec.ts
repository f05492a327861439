import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forkTypeScript, waitUntil } from '../testing/fork-typescript';
import { appendSequentially, readAllToArray, SubscriptionProbe } from '../testing/event-store-test-helpers';
import { SqliteEventStore } from './sqlite-event-store';

const APPEND_LOOP = join(__dirname, '../testing/append-loop.child.ts');
const APPEND_PACED = join(__dirname, '../testing/append-paced.child.ts');
const wallClock = () => performance.timeOrigin + performance.now();

describe('SqliteEventStore across processes', () => {
  jest.setTimeout(60_000);
  let directory: string;
  let file: string;
  let store: SqliteEventStore | undefined;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'event-store-processes-'));
    file = join(directory, 'events.db');
  });
  afterEach(async () => {
    await store?.close();
    store = undefined;
    rmSync(directory, { recursive: true, force: true });
  });

  it('a subscriber sees every event appended by writers in other processes exactly once, in position order', async () => {
    store = new SqliteEventStore({ file });
    const probe = new SubscriptionProbe(store.subscribe());
    const perWriter = 150;
    const writers = ['a', 'b', 'c'].map((name) => forkTypeScript(APPEND_LOOP, [file, `writer-${name}`, String(perWriter)]));
    await waitUntil(() => writers.every((writer) => writer.lines.length > 0), 30_000, 'every writer to start appending');
    await appendSequentially(store, 'writer-local', perWriter);

    expect(await Promise.all(writers.map((writer) => writer.exited))).toEqual([0, 0, 0]);
    const received = await probe.take(4 * perWriter, 30_000);
    expect(await probe.nextWithin(200)).toBeUndefined();

    expect(received.map((event) => event.position)).toEqual(Array.from({ length: 4 * perWriter }, (_, index) => index + 1));
    for (const stream of ['writer-a', 'writer-b', 'writer-c', 'writer-local']) {
      const revisions = received.filter((event) => event.stream === stream).map((event) => event.revision);
      expect(revisions).toEqual(Array.from({ length: perWriter }, (_, revision) => revision));
    }
    const acknowledged = writers.flatMap((writer) => writer.lines.map(Number));
    expect(received.map((event) => event.position)).toEqual(expect.arrayContaining(acknowledged));
  });

  it('wakes a subscriber as soon as another process commits, not at its next poll (median delay under 15 ms; polling every 50 ms gives ~25)', async () => {
    store = new SqliteEventStore({ file });
    const subscription = store.subscribe();
    const arrivals = new Map<number, number>();
    const count = 40;
    const reading = (async () => {
      for await (const event of subscription) {
        arrivals.set(event.position, wallClock());
        if (arrivals.size === count) return;
      }
    })();
    // 37 ms apart: not in step with a 50 ms poll, so polling alone would deliver after 0-50 ms.
    const writer = forkTypeScript(APPEND_PACED, [file, 'paced', String(count), '37']);
    expect(await writer.exited).toBe(0);
    await reading;
    await subscription.close();

    const delays = writer.lines.map((line) => {
      const [position, acknowledgedAt] = line.split(' ').map(Number);
      return (arrivals.get(position) as number) - acknowledgedAt;
    });
    const median = [...delays].sort((a, b) => a - b)[Math.floor(delays.length / 2)];
    console.log(`append in another process -> subscriber: median ${median.toFixed(1)} ms over ${delays.length} appends`);
    expect(delays).toHaveLength(count);
    expect(median).toBeLessThan(15);
  });

  it('after a writer is SIGKILLed mid-append, every acknowledged event is readable and positions are gap-free', async () => {
    const writer = forkTypeScript(APPEND_LOOP, [file, 'killed-writer', '0']);
    await waitUntil(() => writer.lines.length >= 200, 30_000, '200 acknowledged appends');
    writer.child.kill('SIGKILL');
    expect(await writer.exited).toBe('SIGKILL');
    const acknowledged = writer.lines.map(Number);

    store = new SqliteEventStore({ file });
    const stored = await readAllToArray(store.readAll());
    const positions = stored.map((event) => event.position);
    expect(positions).toEqual(Array.from({ length: stored.length }, (_, index) => index + 1));
    expect(stored.map((event) => event.revision)).toEqual(Array.from({ length: stored.length }, (_, revision) => revision));
    expect(positions).toEqual(expect.arrayContaining(acknowledged));
    expect(await store.headPosition()).toBe(stored.length);
    await expect(store.append('killed-writer', [{ type: 'Resumed', data: {} }], stored.length - 1)).resolves.toEqual({
      revision: stored.length,
      position: stored.length + 1,
    });
  });
});
