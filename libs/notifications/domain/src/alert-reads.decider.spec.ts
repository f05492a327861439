import { deciderSpec } from '@receptionist/domain-kit';
import { alertReadsDecider } from './alert-reads.decider';

describe('marking a list of alerts read', () => {
  const by = { userId: 'owner-1', email: 'owner@smith.example' };
  const mark = { type: 'MarkAlertsRead' as const, data: { audience: 'client-c1', by } };
  const { given, then } = deciderSpec(alertReadsDecider);

  it('marks everything up to now, and moves the mark on when marked again', () => {
    const first = given().when(mark, { now: new Date('2026-11-26T10:00:00Z') }).events;
    expect(first).toEqual([{ type: 'AlertsRead', data: { audience: 'client-c1', readAt: '2026-11-26T10:00:00.000Z', by } }]);
    expect(then(first, mark, { now: new Date('2026-11-26T11:00:00Z') })).toEqual({ readAt: '2026-11-26T11:00:00.000Z' });
  });
});
