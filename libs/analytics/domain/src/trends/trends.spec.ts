import { callContribution } from './call-trends';
import { clientTrendFact, monthsOfRange, planPrice } from './client-events';
import { daysOfRange } from './days-of-range';
import { median, minutesToFirstContact } from './funnel';

describe('trend rules', () => {
  it('counts a call on its UTC day with its minutes rounded up', () => {
    const call = { clientId: 'c1', startedAt: '2026-03-01T10:00:00.000Z', durationSeconds: 61, outcome: 'missed', callType: 'inbound' };
    expect(callContribution(call)).toEqual({ day: '2026-03-01', outcome: 'missed', minutes: 2 });
  });

  it('counts no test call, and a call without a known outcome as unknown', () => {
    const call = { clientId: 'c1', startedAt: '2026-03-01T10:00:00.000Z', durationSeconds: 0, outcome: null, callType: 'inbound' };
    expect(callContribution({ ...call, callType: 'test' })).toBeNull();
    expect(callContribution(call)).toEqual({ day: '2026-03-01', outcome: 'unknown', minutes: 0 });
  });

  it('takes the median, and whole minutes to first contact', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(minutesToFirstContact('2026-03-01T10:00:00.000Z', '2026-03-01T11:30:20.000Z')).toBe(90);
  });

  it('lists every day of a range, across a month end', () => {
    expect(daysOfRange('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});

describe('client trend facts', () => {
  it('reads client events, and prices plans as the spec says', () => {
    const at = '2026-03-05T10:00:00.000Z';
    expect(clientTrendFact('ClientCreated.v2', { clientId: 'c1', planType: 'starter', isActive: true, createdAt: at }, 'x')).toEqual({
      kind: 'created',
      clientId: 'c1',
      plan: 'starter',
      active: true,
      at,
    });
    expect(clientTrendFact('PlanChanged.v2', { clientId: 'c1', from: 'starter', to: 'pro' }, at)).toEqual({
      kind: 'plan',
      clientId: 'c1',
      plan: 'pro',
      at,
    });
    expect(clientTrendFact('ClientDeactivated.v2', { clientId: 'c1' }, at)).toEqual({ kind: 'active', clientId: 'c1', active: false, at });
    expect([planPrice('starter'), planPrice('pro'), planPrice('enterprise'), planPrice('gold')]).toEqual([49, 149, 299, 0]);
    expect(monthsOfRange('2025-11-20', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});
