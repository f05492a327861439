import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_PROJECTORS } from '@receptionist/contexts';
import { SqliteEventStore } from '@receptionist/event-store';
import type { ReadModels } from '@receptionist/projections';
import { AsOfAnchors, anchorInstants } from './as-of-anchors';
import { AsOfBuilds } from './as-of-builds';
import { asOfProjectors } from './as-of-projectors';
import { until } from '../testing/node-process';

const ADMIN = { userId: 'admin-1', email: 'admin@example.com' };
const LEADS = ['a', 'b', 'c'];
/** Lead a submitted in January, b in February, c in March; a's status changes in February and again in March. */
const HISTORY: [string, string, unknown][] = [
  ['2025-01-10T10:00:00.000Z', 'DemoRequestSubmitted', { requestId: 'a' }],
  ['2025-02-05T10:00:00.000Z', 'DemoRequestSubmitted', { requestId: 'b' }],
  ['2025-02-10T10:00:00.000Z', 'StatusChanged', { requestId: 'a', from: 'new', to: 'contacted', by: ADMIN, changedAt: '2025-02-10T10:00:00.000Z' }],
  ['2025-03-05T10:00:00.000Z', 'DemoRequestSubmitted', { requestId: 'c' }],
  [
    '2025-03-10T10:00:00.000Z',
    'StatusChanged',
    { requestId: 'a', from: 'contacted', to: 'qualified', by: ADMIN, changedAt: '2025-03-10T10:00:00.000Z' },
  ],
];

const submitted = (requestId: string, at: string) => ({
  requestId,
  status: 'new',
  submittedAt: at,
  formType: 'book_demo',
  email: `${requestId}@dealer.example`,
  firstName: requestId.toUpperCase(),
  lastName: 'Lead',
  phone: '555 0100',
});

const statuses = async (readModels: ReadModels) =>
  Object.fromEntries(
    (await Promise.all(LEADS.map((id) => readModels.collection<{ id: string; status: string }>('demo_requests').get(id))))
      .filter((doc) => doc !== null)
      .map((doc) => [doc.id, doc.status]),
  );

describe('"as of" anchors', () => {
  let directory: string;
  let eventStore: SqliteEventStore;
  const projectors = asOfProjectors(ALL_PROJECTORS);
  const now = () => new Date('2025-04-15T00:00:00.000Z');

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'as-of-anchors-'));
    eventStore = new SqliteEventStore({ file: join(directory, 'events.db') });
    const revisions = new Map<string, number>();
    for (const [occurredAt, type, data] of HISTORY) {
      const { requestId } = data as { requestId: string };
      const revision = revisions.get(requestId);
      const event = { type, data: type === 'DemoRequestSubmitted' ? submitted(requestId, occurredAt) : data, metadata: { occurredAt } };
      await eventStore.append(`demo-request-${requestId}`, [event], revision ?? 'no_stream');
      revisions.set(requestId, (revision ?? -1) + 1);
    }
  });
  afterAll(async () => {
    await eventStore.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('are the 1st and the 16th of each month after the first event, up to now', () => {
    expect(anchorInstants(Date.parse('2024-11-20T08:00:00Z'), Date.parse('2025-01-20T00:00:00Z'))).toEqual([
      '2024-12-01T00:00:00.000Z',
      '2024-12-16T00:00:00.000Z',
      '2025-01-01T00:00:00.000Z',
      '2025-01-16T00:00:00.000Z',
    ]);
  });

  it('build each from the one before, sharing a file while nothing happens; a build as of an instant starts from the latest anchor and agrees with one from the start', async () => {
    const anchors = new AsOfAnchors({ eventStore, projectors, parent: join(directory, 'anchors'), now });
    await anchors.maintain();
    const withAnchors = new AsOfBuilds({ eventStore, projectors, directory: join(directory, 'with'), anchors, now });
    const fromStart = new AsOfBuilds({ eventStore, projectors, directory: join(directory, 'without'), now });

    const cases = ['2025-01-31T00:00:00.000Z', '2025-02-20T00:00:00.000Z', '2025-03-07T00:00:00.000Z', '2025-04-10T00:00:00.000Z'];
    const seen = [];
    for (const at of cases) {
      const anchored = await statuses(await withAnchors.at(at));
      expect(anchored).toEqual(await statuses(await fromStart.at(at)));
      seen.push({ at, statuses: anchored, applied: withAnchors.status(at).eventsApplied });
    }

    expect(anchors.latestAtOrBefore('2025-03-07T00:00:00.000Z')?.at).toBe('2025-03-01T00:00:00.000Z');
    expect(seen).toEqual([
      { at: cases[0], statuses: { a: 'new' }, applied: 0 },
      { at: cases[1], statuses: { a: 'contacted', b: 'new' }, applied: 0 },
      { at: cases[2], statuses: { a: 'contacted', b: 'new', c: 'new' }, applied: 1 },
      { at: cases[3], statuses: { a: 'qualified', b: 'new', c: 'new' }, applied: 0 },
    ]);
    expect(readdirSync(join(directory, 'anchors'), { recursive: true }).filter((file) => String(file).endsWith('.db'))).toHaveLength(3);
    await Promise.all([withAnchors.close(), fromStart.close()]);
  });

  it('wait to be built while the projectors catch up, and are built once they have', async () => {
    let catchingUp = true;
    let asked = 0;
    const busy = () => (asked++, catchingUp);
    const anchors = new AsOfAnchors({ eventStore, projectors, parent: join(directory, 'waiting'), now, busy });
    anchors.start(0, 10);
    await until(async () => (asked >= 3 ? true : undefined), 5_000, 'three checks of the catch-up');
    expect(anchors.latestAtOrBefore('2025-04-10T00:00:00.000Z')).toBeNull();

    catchingUp = false;
    // The manifest grows an anchor at a time: wait for the pass to reach the last one.
    const lastAnchor = async () => (anchors.latestAtOrBefore('2025-04-10T00:00:00.000Z')?.at === '2025-04-01T00:00:00.000Z' ? true : undefined);
    await until(lastAnchor, 10_000, 'the anchors up to 1 April');
    await anchors.stop();
  });
});
