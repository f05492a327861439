import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore, type NewEvent } from '@receptionist/event-store';
import { readModelsOf, rebuildProjections } from '@receptionist/projections';
import { SqliteReadStore } from '@receptionist/read-store';
import { CALL_ACCOUNTS, type CallAccountDoc, USAGE, USAGE_TOTALS, type UsageDoc, usageProjector, type UsageTotalsDoc } from './usage.projector';

const event = (type: string, data: Record<string, unknown>): NewEvent => ({ type, data, metadata: { occurredAt: '2026-11-02T10:00:00.000Z' } });
const counted = (clientId: string, period: string, callId: string, minutes: number) =>
  event('UsageMinutesCounted.v2', { clientId, period, callId, minutes });

describe('usage read models: the one place minutes are kept, and what calls knows of each client', () => {
  const dir = mkdtempSync(join(tmpdir(), 'usage-projector-'));
  const eventStore = new SqliteEventStore({ file: join(dir, 'events.db') });
  const readStore = new SqliteReadStore({ file: join(dir, 'read-models.db') });
  afterAll(async () => {
    await Promise.all([eventStore.close(), readStore.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('sums minutes per client and period and across clients per period, and folds the client account', async () => {
    await eventStore.append('client-c1', [event('ClientCreated.v2', { clientId: 'c1', minutesLimit: 500, isActive: true })], 'any');
    await eventStore.append('client-c1', [event('PlanChanged.v2', { clientId: 'c1', from: 'starter', to: 'pro', minutesLimit: 2000 })], 'any');
    await eventStore.append('client-c1', [event('ClientDeactivated.v2', { clientId: 'c1' })], 'any');
    await eventStore.append('usage-c1-2026-11', [counted('c1', '2026-11', 'x1', 7)], 'any');
    await eventStore.append('usage-c2-2026-11', [counted('c2', '2026-11', 'x2', 5)], 'any');
    await eventStore.append('usage-c2-2026-12', [counted('c2', '2026-12', 'x3', 2)], 'any');

    const figures = async () => {
      await rebuildProjections({ eventStore, target: readStore, projectors: [usageProjector] });
      const models = readModelsOf(readStore, [usageProjector]);
      return {
        account: await models.collection<CallAccountDoc>(CALL_ACCOUNTS).get('c1'),
        usage: (await models.collection<UsageDoc>(USAGE).find({ orderBy: { field: 'id' } })).map((doc) => [doc.id, doc.minutes_used]),
        totals: (await models.collection<UsageTotalsDoc>(USAGE_TOTALS).find({ orderBy: { field: 'id' } })).map((doc) => [doc.id, doc.minutes_used]),
      };
    };
    const first = await figures();
    expect(first.account).toMatchObject({ exists: true, clientId: 'c1', minutesLimit: 2000, isActive: false });
    expect(first.usage).toEqual([
      ['c1:2026-11', 7],
      ['c2:2026-11', 5],
      ['c2:2026-12', 2],
    ]);
    expect(first.totals).toEqual([
      ['2026-11', 12],
      ['2026-12', 2],
    ]);
    // A replay gives the same figures.
    expect(await figures()).toEqual(first);
  });
});
