import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WrongExpectedRevisionError } from '../event-store.errors';
import { newEvent, readAllToArray } from '../testing/event-store-test-helpers';
import { SqliteEventStore } from './sqlite-event-store';
import { EVENT_LOG_PAGE_SIZE } from './sqlite-event-log';

describe('SqliteEventStore group commit (appends made in the same tick)', () => {
  let directory: string;
  let file: string;
  let store: SqliteEventStore;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'event-store-group-'));
    file = join(directory, 'events.db');
    store = new SqliteEventStore({ file });
  });
  afterEach(async () => {
    await store.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('checks each expected revision against the appends before it in the group; a conflict fails only that append', async () => {
    const outcomes = await Promise.allSettled([
      store.append('s', [newEvent('A')], 'no_stream'),
      store.append('s', [newEvent('B'), newEvent('C')], 0),
      store.append('s', [newEvent('Stale')], 0),
      store.append('t', [newEvent('Other')], 'no_stream'),
      store.append('s', [newEvent('D')], 2),
    ]);

    expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : outcome.reason))).toEqual([
      { revision: 0, position: 1 },
      { revision: 2, position: 3 },
      new WrongExpectedRevisionError('s', 0, 2),
      { revision: 0, position: 4 },
      { revision: 3, position: 5 },
    ]);
    expect((await store.readStream('s')).map((event) => event.type)).toEqual(['A', 'B', 'C', 'D']);
    expect((await readAllToArray(store.readAll())).map((event) => event.position)).toEqual([1, 2, 3, 4, 5]);
  });

  it('stores a repeated event id once within a group and answers the retry with the first result', async () => {
    const retried = [newEvent('One', {}, { eventId: randomUUID() })];
    const [first, retry, clash] = await Promise.allSettled([
      store.append('s', retried, 'no_stream'),
      store.append('s', retried, 'no_stream'),
      store.append('elsewhere', retried, 'any'),
    ]);

    expect(first).toEqual({ status: 'fulfilled', value: { revision: 0, position: 1 } });
    expect(retry).toEqual({ status: 'fulfilled', value: { revision: 0, position: 1 } });
    expect(clash).toMatchObject({ status: 'rejected', reason: { name: 'DuplicateEventIdError', stream: 'elsewhere' } });
    expect(await readAllToArray(store.readAll())).toHaveLength(1);
  });

  it('writes a group as one transaction: the WAL grows by a few pages, not by one commit per append', async () => {
    await store.append('warm-up', [newEvent('Opened')], 'no_stream');
    const walBefore = statSync(`${file}-wal`).size;
    const appends = 200;
    await Promise.all(Array.from({ length: appends }, (_, index) => store.append(`s-${index}`, [newEvent('One')], 'no_stream')));

    // One commit per append would write at least one page each.
    expect(statSync(`${file}-wal`).size - walBefore).toBeLessThan((appends / 10) * EVENT_LOG_PAGE_SIZE);
    expect(await store.headPosition()).toBe(appends + 1);
  });

  it('acknowledges only what is committed: a second connection reads every resolved append', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, index) => store.append(`s-${index}`, [newEvent('One')], 'no_stream')));
    const other = new SqliteEventStore({ file });
    try {
      const positions = (await readAllToArray(other.readAll())).map((event) => event.position);
      expect(positions).toEqual(results.map((result) => result.position));
    } finally {
      await other.close();
    }
  });

  it('commits appends still queued when the store closes, and rejects appends after it', async () => {
    const queued = store.append('s', [newEvent('Queued')], 'no_stream');
    await store.close();
    await expect(queued).resolves.toEqual({ revision: 0, position: 1 });
    await expect(store.append('s', [newEvent('Late')], 0)).rejects.toThrow('not open');

    store = new SqliteEventStore({ file });
    expect((await store.readStream('s')).map((event) => event.type)).toEqual(['Queued']);
  });
});
