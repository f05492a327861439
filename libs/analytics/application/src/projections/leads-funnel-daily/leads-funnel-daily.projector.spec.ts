import { projectorUnderTest } from '../projector-harness';
import { LEADS_FUNNEL_DAILY, leadsFunnelDailyProjector } from './leads-funnel-daily.projector';

const admin = { userId: 'u1', email: 'admin@example.com' };
const submitted = (requestId: string, submittedAt: string) => ({
  type: 'DemoRequestSubmitted',
  data: { requestId, status: 'new', submittedAt, email: 'ada@example.com', fullName: 'Ada' },
});
const changed = (requestId: string, from: string, to: string, changedAt: string) => ({
  type: 'StatusChanged',
  data: { requestId, from, to, by: admin, changedAt },
});

describe('leads_funnel_daily projector', () => {
  it('counts each stage once per lead on the day it is first reached, with the minutes to first contact', async () => {
    const projector = projectorUnderTest(leadsFunnelDailyProjector);
    await projector.given(
      submitted('r1', '2026-03-01T09:00:00.000Z'),
      submitted('r2', '2026-03-01T10:00:00.000Z'),
      changed('r1', 'new', 'contacted', '2026-03-01T09:30:00.000Z'),
      changed('r1', 'contacted', 'qualified', '2026-03-02T08:00:00.000Z'),
      changed('r1', 'qualified', 'contacted', '2026-03-02T08:10:00.000Z'),
      changed('r1', 'contacted', 'converted', '2026-03-02T09:00:00.000Z'),
      changed('r2', 'new', 'rejected', '2026-03-02T09:00:00.000Z'),
      changed('r2', 'rejected', 'contacted', '2026-03-02T10:00:00.000Z'),
    );
    expect(projector.docs(LEADS_FUNNEL_DAILY)).toEqual([
      { id: '2026-03-01', day: '2026-03-01', submitted: 2, contacted: 1, qualified: 0, converted: 0, contactMinutes: [30] },
      { id: '2026-03-02', day: '2026-03-02', submitted: 0, contacted: 1, qualified: 1, converted: 1, contactMinutes: [1440] },
    ]);
  });
});
