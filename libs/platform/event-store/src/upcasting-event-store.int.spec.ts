import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { upcaster } from '@receptionist/domain-kit';
import type { StoredEvent } from './event-store.port';
import { SqliteEventStore } from './sqlite/sqlite-event-store';
import { upcastingEventStore } from './upcasting-event-store';

const upcasters = [
  upcaster<{ n: number }, { count: number }>('Counted', 'Counted.v2', ({ n }) => ({ count: n })),
  upcaster<{ count: number }, { count: number; unit: string }>('Counted.v2', 'Counted.v3', (v2) => ({ ...v2, unit: 'calls' })),
];
const shape = (events: StoredEvent[]) => events.map(({ type, data }) => ({ type, data }));

describe('upcastingEventStore', () => {
  const dir = mkdtempSync(join(tmpdir(), 'upcasting-'));
  const raw = new SqliteEventStore({ file: join(dir, 'events.db') });
  const store = upcastingEventStore(raw, upcasters);
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads old shapes as the newest (chained) on every read path, selects them by the new name, and rewrites nothing', async () => {
    await raw.append(
      'counter-1',
      [
        { type: 'Counted', data: { n: 1 } },
        { type: 'Counted.v2', data: { count: 2 } },
        { type: 'Other', data: {} },
      ],
      'no_stream',
    );
    await store.append('counter-1', [{ type: 'Counted.v3', data: { count: 3, unit: 'calls' } }], 2);
    const current = [
      { type: 'Counted.v3', data: { count: 1, unit: 'calls' } },
      { type: 'Counted.v3', data: { count: 2, unit: 'calls' } },
    ];
    expect(shape(await store.readStream('counter-1'))).toEqual([
      ...current,
      { type: 'Other', data: {} },
      { type: 'Counted.v3', data: { count: 3, unit: 'calls' } },
    ]);

    const filtered: StoredEvent[] = [];
    for await (const event of store.readAll({ filter: { types: ['Counted.v3'] } })) filtered.push(event);
    expect(shape(filtered)).toEqual([...current, { type: 'Counted.v3', data: { count: 3, unit: 'calls' } }]);

    const subscription = store.subscribe({ filter: { types: ['Counted.v3'] } });
    const live: StoredEvent[] = [];
    for await (const event of subscription) {
      live.push(event);
      if (live.length === 3) break;
    }
    await subscription.close();
    expect(shape(live)).toEqual(shape(filtered));

    expect(shape(await raw.readStream('counter-1')).map((event) => event.type)).toEqual(['Counted', 'Counted.v2', 'Other', 'Counted.v3']);
  });

  it('refuses two upcasters of one stored type', () => {
    expect(() => upcastingEventStore(raw, [upcasters[0], upcasters[0]])).toThrow('Two upcasters read the same stored type');
  });
});
