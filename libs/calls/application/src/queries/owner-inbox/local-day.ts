import { InvalidCallInputError } from '@receptionist/calls-domain';

export const TIME_ZONE_MESSAGE = 'timeZone must be an IANA time zone name, e.g. America/New_York';

/** The time zone as Intl knows it; throws InvalidCallInputError for anything else. */
export function checkTimeZone(timeZone: string): string {
  if (typeof timeZone !== 'string' || timeZone.length === 0 || timeZone.length > 64) throw new InvalidCallInputError(TIME_ZONE_MESSAGE);
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    throw new InvalidCallInputError(TIME_ZONE_MESSAGE);
  }
}

function wallClock(timeZone: string, instant: number): { year: number; month: number; day: number; utcOfWallClock: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value);
  const [year, month, day] = [part('year'), part('month'), part('day')];
  return { year, month, day, utcOfWallClock: Date.UTC(year, month - 1, day, part('hour'), part('minute'), part('second')) };
}

/** The instant the zone's clocks show 00:00 of the given calendar day (DST-aware: the offset is checked twice). */
function midnight(timeZone: string, year: number, month: number, day: number): number {
  const wall = Date.UTC(year, month - 1, day);
  const offsetAt = (instant: number) => wallClock(timeZone, instant).utcOfWallClock - Math.floor(instant / 1000) * 1000;
  const first = wall - offsetAt(wall);
  return wall - offsetAt(first);
}

/** Today in the time zone, as UTC instants: [start, end). */
export function localDay(timeZone: string, now: Date): { start: string; end: string } {
  const { year, month, day } = wallClock(timeZone, now.getTime());
  return {
    start: new Date(midnight(timeZone, year, month, day)).toISOString(),
    end: new Date(midnight(timeZone, year, month, day + 1)).toISOString(),
  };
}
