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
    expect(projector.docs(MRR_MONTHLY)).toEqual([
      { id: '2026-02:c1', month: '2026-02', clientId: 'c1', mrr: 49 },
      { id: '2026-02:*', month: '2026-02', clientId: '*', mrr: 198 },
      { id: '2026-02:c2', month: '2026-02', clientId: 'c2', mrr: 149 },
      { id: '2026-03:c1', month: '2026-03', clientId: 'c1', mrr: 299 },
      { id: '2026-03:*', month: '2026-03', clientId: '*', mrr: 448 },
      { id: '2026-03:c2', month: '2026-03', clientId: 'c2', mrr: 149 },
    ]);
    expect(projector.docs(ACTIVE_CLIENTS_DAILY)).toEqual([
      { id: '2026-02-10:c1', day: '2026-02-10', clientId: 'c1', active: 1 },
      { id: '2026-02-10:*', day: '2026-02-10', clientId: '*', active: 1 },
      { id: '2026-02-11:c2', day: '2026-02-11', clientId: 'c2', active: 1 },
      { id: '2026-02-11:*', day: '2026-02-11', clientId: '*', active: 2 },
      { id: '2026-03-01:c1', day: '2026-03-01', clientId: 'c1', active: 1 },
      { id: '2026-03-01:*', day: '2026-03-01', clientId: '*', active: 1 },
      { id: '2026-03-01:c2', day: '2026-03-01', clientId: 'c2', active: 0 },
    ]);
  });
});
