import { type BusinessHours, emptyWeek, WEEKDAYS } from '@receptionist/contracts';
import fc from 'fast-check';
import { localMomentAt, openAt } from './business-clock';

const everyDay = (open: string, close: string, timeZone: string, closures: BusinessHours['closures'] = []): BusinessHours => ({
  timeZone,
  week: Object.fromEntries(WEEKDAYS.map((day) => [day, [{ open, close }]])) as BusinessHours['week'],
  closures,
});

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** Minute of the day on a wall clock `offsetHours` ahead of UTC: an oracle that does not use Intl. */
const minuteWithOffset = (at: Date, offsetHours: number) => Math.floor((at.getTime() / 60_000 + offsetHours * 60) % 1440);

const in2026 = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2026-12-31T23:59:59Z'), noInvalidDate: true });
const interval = fc.tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 1440 })).filter(([open, close]) => open < close);

describe('business clock', () => {
  it("reads the business's wall clock: weekday, date and time in its zone", () => {
    expect(localMomentAt('America/Los_Angeles', new Date('2026-11-27T03:30:00Z'))).toEqual({ date: '2026-11-26', weekday: 'thu', time: '19:30' });
    expect(localMomentAt('Asia/Tokyo', new Date('2026-11-26T15:00:00Z'))).toEqual({ date: '2026-11-27', weekday: 'fri', time: '00:00' });
  });

  it('is open from the opening minute up to, not including, the closing minute', () => {
    const hours = everyDay('09:00', '17:00', 'Europe/Paris');
    expect(openAt(hours, new Date('2026-11-26T07:59:00Z')).open).toBe(false);
    expect(openAt(hours, new Date('2026-11-26T08:00:00Z')).open).toBe(true);
    expect(openAt(hours, new Date('2026-11-26T15:59:00Z')).open).toBe(true);
    expect(openAt(hours, new Date('2026-11-26T16:00:00Z')).open).toBe(false);
  });

  it('follows daylight saving time on both sides of a change (New York, March 2026)', () => {
    const hours = everyDay('09:00', '17:00', 'America/New_York');
    // 13:30Z is 08:30 EST on Friday 6 March and 09:30 EDT on Monday 9 March (clocks went forward on the 8th).
    expect(openAt(hours, new Date('2026-03-06T13:30:00Z')).open).toBe(false);
    expect(openAt(hours, new Date('2026-03-09T13:30:00Z')).open).toBe(true);
  });

  it('is closed on a closure date (in its zone, not in UTC), with the closure named', () => {
    const hours = everyDay('00:00', '24:00', 'Pacific/Auckland', [{ date: '2026-12-25', label: 'Christmas' }]);
    expect(openAt(hours, new Date('2026-12-24T10:59:00Z'))).toMatchObject({ open: true, closure: null });
    expect(openAt(hours, new Date('2026-12-24T11:00:00Z'))).toMatchObject({ open: false, closure: { date: '2026-12-25', label: 'Christmas' } });
  });

  it('treats a business without hours as open', () => {
    expect(openAt(null, new Date('2026-11-26T03:00:00Z')).open).toBe(true);
  });

  it('is closed on a weekday without intervals', () => {
    const hours: BusinessHours = { timeZone: 'UTC', week: { ...emptyWeek(), mon: [{ open: '09:00', close: '17:00' }] }, closures: [] };
    expect(openAt(hours, new Date('2026-11-24T10:00:00Z')).open).toBe(false); // a Tuesday
    expect(openAt(hours, new Date('2026-11-23T10:00:00Z')).open).toBe(true); // a Monday
  });

  it('property: in a fixed-offset zone, open exactly when the offset wall clock is inside the interval', () => {
    fc.assert(
      fc.property(in2026, interval, fc.integer({ min: -12, max: 14 }), (at, [open, close], offset) => {
        // Etc/GMT zones are named with the sign inverted (Etc/GMT-5 is UTC+5).
        const zone = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
        const minute = minuteWithOffset(at, offset);
        expect(openAt(everyDay(hhmm(open), hhmm(close), zone), at).open).toBe(open <= minute && minute < close);
      }),
    );
  });

  it('property: in Berlin, open follows UTC+1 in winter and UTC+2 in summer (DST from 29 March to 25 October 2026)', () => {
    const summer = (at: Date) => at >= new Date('2026-03-29T01:00:00Z') && at < new Date('2026-10-25T01:00:00Z');
    fc.assert(
      fc.property(in2026, interval, (at, [open, close]) => {
        const minute = minuteWithOffset(at, summer(at) ? 2 : 1);
        expect(openAt(everyDay(hhmm(open), hhmm(close), 'Europe/Berlin'), at).open).toBe(open <= minute && minute < close);
      }),
    );
  });

  it('property: a closure date shuts the whole local day, whatever the hours', () => {
    fc.assert(
      fc.property(in2026, fc.constantFrom('America/Chicago', 'Europe/London', 'Australia/Sydney', 'Asia/Kolkata'), (at, zone) => {
        const today = localMomentAt(zone, at).date;
        expect(openAt(everyDay('00:00', '24:00', zone, [{ date: today, label: null }]), at).open).toBe(false);
        expect(openAt(everyDay('00:00', '24:00', zone), at).open).toBe(true);
      }),
    );
  });
});
