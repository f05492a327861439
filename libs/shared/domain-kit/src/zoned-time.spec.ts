import { localDateOf, previousDate, wallClockAt, zonedInstant } from './zoned-time';

describe('zoned time', () => {
  it('18:00 in Berlin is 17:00 UTC in winter and 16:00 UTC in summer', () => {
    expect(zonedInstant('2026-01-15', '18:00', 'Europe/Berlin').toISOString()).toBe('2026-01-15T17:00:00.000Z');
    expect(zonedInstant('2026-07-15', '18:00', 'Europe/Berlin').toISOString()).toBe('2026-07-15T16:00:00.000Z');
  });

  it('on the days the clocks change in New York', () => {
    expect(zonedInstant('2026-03-08', '08:00', 'America/New_York').toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(zonedInstant('2026-03-07', '08:00', 'America/New_York').toISOString()).toBe('2026-03-07T13:00:00.000Z');
    expect(zonedInstant('2026-11-01', '08:00', 'America/New_York').toISOString()).toBe('2026-11-01T13:00:00.000Z');
    // 02:30 does not exist on 2026-03-08: the gap moves it to 03:30 EDT.
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it('the local date of an instant, and the day before', () => {
    expect(localDateOf(new Date('2026-11-26T23:30:00Z'), 'Europe/Berlin')).toBe('2026-11-27');
    expect(localDateOf(new Date('2026-11-26T03:30:00Z'), 'America/Los_Angeles')).toBe('2026-11-25');
    expect(previousDate('2026-03-01')).toBe('2026-02-28');
  });

  it('the wall clock: date, weekday and time as the zone shows them', () => {
    expect(wallClockAt(new Date('2026-11-26T01:30:00Z'), 'America/Los_Angeles')).toMatchObject({ date: '2026-11-25', weekday: 'wed', time: '17:30' });
    expect(wallClockAt(new Date('2026-03-29T01:30:00Z'), 'Europe/Berlin')).toMatchObject({ date: '2026-03-29', weekday: 'sun', time: '03:30' });
  });
});
