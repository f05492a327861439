import { checkTimeZone, localDay, TIME_ZONE_MESSAGE } from './local-day';

describe('localDay', () => {
  it.each([
    ['UTC', '2030-03-10T12:00:00Z', '2030-03-10T00:00:00.000Z', '2030-03-11T00:00:00.000Z'],
    // Late evening in New York is already the next day in UTC.
    ['America/New_York', '2030-01-15T03:30:00Z', '2030-01-14T05:00:00.000Z', '2030-01-15T05:00:00.000Z'],
    // The day clocks spring forward (10 March 2030 in the US) has 23 hours.
    ['America/New_York', '2030-03-10T15:00:00Z', '2030-03-10T05:00:00.000Z', '2030-03-11T04:00:00.000Z'],
    ['Asia/Kolkata', '2030-06-01T20:00:00Z', '2030-06-01T18:30:00.000Z', '2030-06-02T18:30:00.000Z'],
  ])('in %s at %s runs from %s to %s', (timeZone, now, start, end) => {
    expect(localDay(timeZone, new Date(now))).toEqual({ start, end });
  });

  it('accepts IANA names and refuses anything else with a clear message', () => {
    expect(checkTimeZone('Europe/Paris')).toBe('Europe/Paris');
    for (const bad of ['', 'Mars/Olympus', 'x'.repeat(65), 'Europe/Paris; DROP']) expect(() => checkTimeZone(bad)).toThrow(TIME_ZONE_MESSAGE);
  });
});
