import { deciderSpec } from '@receptionist/domain-kit';
import { billableMinutes, forecastMinutes, periodBounds, periodOf } from './usage-period';
import type { CountCallMinutes } from './usage.commands';
import { usageDecider } from './usage.decider';
import type { UsageEvent } from './usage.events';

const count = (callId: string, minutes: number, minutesLimit = 100): CountCallMinutes => ({
  type: 'CountCallMinutes',
  data: { clientId: 'c1', period: '2030-01', callId, minutes, minutesLimit },
});

const { given } = deciderSpec(usageDecider);

/** Each command decided on the history so far (the events of the earlier commands). */
function run(commands: CountCallMinutes[]): UsageEvent[] {
  const all: UsageEvent[] = [];
  for (const command of commands) all.push(...given(...all).when(command).events);
  return all;
}

const thresholds = (events: UsageEvent[]) => events.filter((event) => event.type === 'UsageThresholdReached.v2').map((event) => event.data);

describe('usage decider', () => {
  it('counts each call once', () => {
    expect(run([count('a', 3), count('a', 3)])).toEqual([
      { type: 'UsageMinutesCounted.v2', data: { clientId: 'c1', period: '2030-01', callId: 'a', minutes: 3 } },
    ]);
  });

  it('reports 80% and 100% once each, when first reached', () => {
    const events = run([count('a', 79), count('b', 1), count('c', 5), count('d', 15), count('e', 30)]);
    expect(thresholds(events)).toEqual([
      { clientId: 'c1', period: '2030-01', threshold: 80, minutesUsed: 80, minutesLimit: 100 },
      { clientId: 'c1', period: '2030-01', threshold: 100, minutesUsed: 100, minutesLimit: 100 },
    ]);
  });

  it('reports both thresholds when one call crosses them together', () => {
    expect(thresholds(run([count('a', 150)])).map((data) => data.threshold)).toEqual([80, 100]);
  });

  it('records nothing for calls without billable minutes', () => {
    expect(run([count('a', 0)])).toEqual([]);
  });
});

describe('usage periods', () => {
  it('rounds every call up to whole minutes and ignores test calls', () => {
    expect(billableMinutes({ callType: 'inbound', durationSeconds: 61 })).toBe(2);
    expect(billableMinutes({ callType: 'inbound', durationSeconds: 60 })).toBe(1);
    expect(billableMinutes({ callType: 'inbound', durationSeconds: 0 })).toBe(0);
    expect(billableMinutes({ callType: 'test', durationSeconds: 600 })).toBe(0);
  });

  it('uses calendar months in UTC', () => {
    expect(periodOf('2030-01-31T23:59:59.999Z')).toBe('2030-01');
    expect(periodOf('2030-01-31T20:00:00-05:00')).toBe('2030-02');
    expect(periodBounds('2030-12')).toEqual({ start: '2030-12-01T00:00:00.000Z', end: '2031-01-01T00:00:00.000Z' });
  });

  it('forecasts the period end at the pace so far', () => {
    expect(forecastMinutes(100, '2030-04', new Date('2030-04-16T00:00:00.000Z'))).toBe(200);
    expect(forecastMinutes(100, '2030-03', new Date('2030-04-16T00:00:00.000Z'))).toBe(100);
    expect(forecastMinutes(0, '2030-04', new Date('2030-04-01T00:00:00.000Z'))).toBe(0);
  });
});
