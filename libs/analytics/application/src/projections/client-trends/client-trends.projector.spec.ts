import { projectorUnderTest } from '../projector-harness';
import { ACTIVE_CLIENTS_DAILY, clientTrendsProjector, MRR_MONTHLY } from './client-trends.projector';

const created = (clientId: string, createdAt: string, planType = 'starter') => ({
  type: 'ClientCreated.v2',
  data: {
    clientId,
    ownerId: 'u',
    businessName: 'B',
    greetingMessage: 'Hi',
    aiVoice: 'alloy',
    aiPersonality: 'friendly',
    planType,
    minutesLimit: 500,
    isActive: true,
    createdAt,
  },
});

/** Documents keyed by period and client (`*`: all clients) from a table period → client → value, in the order written. */
const docsOf = (periodField: string, valueField: string, table: Record<string, Record<string, number>>) =>
  Object.entries(table).flatMap(([period, byClient]) =>
    Object.entries(byClient).map(([clientId, value]) => ({ id: `${period}:${clientId}`, [periodField]: period, clientId, [valueField]: value })),
  );

describe('client_trends projector', () => {
  it('keeps MRR per month from plan changes and active clients per day, for all clients and per client', async () => {
    const projector = projectorUnderTest(clientTrendsProjector);
    // The harness dates every event 2026-03-01 (metadata.occurredAt); creations carry their own time.
    await projector.given(
      created('c1', '2026-02-10T10:00:00.000Z'),
      created('c2', '2026-02-11T10:00:00.000Z', 'pro'),
      { type: 'PlanChanged.v2', data: { clientId: 'c1', from: 'starter', to: 'enterprise', minutesLimit: 10000, by: null } },
      { type: 'ClientDeactivated.v2', data: { clientId: 'c2', by: null } },
      { type: 'ClientActivated.v2', data: { clientId: 'ghost', by: null } },
    );
    expect(projector.docs(MRR_MONTHLY)).toEqual(
      docsOf('month', 'mrr', { '2026-02': { c1: 49, '*': 198, c2: 149 }, '2026-03': { c1: 299, '*': 448, c2: 149 } }),
    );
    expect(projector.docs(ACTIVE_CLIENTS_DAILY)).toEqual(
      docsOf('day', 'active', { '2026-02-10': { c1: 1, '*': 1 }, '2026-02-11': { c2: 1, '*': 2 }, '2026-03-01': { c1: 1, '*': 1, c2: 0 } }),
    );
  });
});
