import fc from 'fast-check';
import { formattedWallClockAt, localDateOf, previousDate, wallClockAt, zonedInstant } from './zoned-time';

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

  describe('equals what Intl formats, at any instant, in zones with odd offsets and half-hour clock changes', () => {
    const zones = [
      'UTC',
      'America/New_York',
      'Europe/London',
      'Australia/Lord_Howe', // moves its clocks by 30 minutes, at half past the UTC hour
      'Asia/Kathmandu', // +05:45
      'Pacific/Chatham', // +12:45 and +13:45
      'America/St_Johns', // -03:30 and -02:30
      'Africa/Monrovia', // -00:44:30 until 1972
      'Pacific/Kiritimati', // +14:00, and skipped a whole day in 1994
    ];
    const expectIntlWallClock = (instant: number, timeZone: string) => {
      const formatted = formattedWallClockAt(instant, timeZone);
      expect(wallClockAt(instant, timeZone)).toEqual(formatted);
      expect(localDateOf(new Date(instant), timeZone)).toBe(formatted.date);
    };

    it('anywhere from 1960 to 2100', () => {
      fc.assert(
        fc.property(fc.integer({ min: Date.UTC(1960, 0, 1), max: Date.UTC(2100, 0, 1) }), fc.constantFrom(...zones), (instant, zone) => {
          expectIntlWallClock(instant, zone);
        }),
        { numRuns: 3000 },
      );
    });

    it('before 1970 and in the last days of 9999, where Intl formats every instant', () => {
      for (const instant of [Date.UTC(1969, 11, 31, 23, 59, 59, 999), Date.UTC(9999, 11, 30) - 1, Date.UTC(9999, 11, 31, 12)]) {
        for (const zone of zones) expectIntlWallClock(instant, zone);
      }
    });

    it('within two hours of a clock change, to the millisecond', () => {
      const changes = [
        Date.UTC(2026, 2, 8, 7), // New York springs forward
        Date.UTC(2026, 10, 1, 6), // and falls back
        Date.UTC(2026, 2, 29, 1), // London
        Date.UTC(2026, 3, 4, 15), // Lord Howe, 02:00 local: 15:00 UTC
        Date.UTC(2026, 9, 3, 15, 30), // and back, 02:00 local: 15:30 UTC
        Date.UTC(2026, 3, 4, 14), // Chatham, 03:45 local
        Date.UTC(1972, 0, 7, 0, 44, 30), // Monrovia drops its -00:44:30
        Date.UTC(1994, 11, 31, 10), // Kiritimati jumps a day
      ];
      fc.assert(
        fc.property(
          fc.constantFrom(...changes),
          fc.integer({ min: -2 * 3_600_000, max: 2 * 3_600_000 }),
          fc.constantFrom(...zones),
          (change, delta, zone) => {
            expectIntlWallClock(change + delta, zone);
          },
        ),
        { numRuns: 3000 },
      );
    });
  });
});
