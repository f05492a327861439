import { isTimeZone } from '@receptionist/contracts';
import { InvalidCallInputError } from '@receptionist/calls-domain';
import { localDayAround } from '@receptionist/domain-kit';

export const TIME_ZONE_MESSAGE = 'timeZone must be an IANA time zone name, e.g. America/New_York';

/** The time zone as Intl knows it; throws InvalidCallInputError for anything else. */
export function checkTimeZone(timeZone: string): string {
  if (!isTimeZone(timeZone)) throw new InvalidCallInputError(TIME_ZONE_MESSAGE);
  return timeZone;
}

/** Today in the time zone, as UTC instants: [start, end). */
export function localDay(timeZone: string, now: Date): { start: string; end: string } {
  const { start, end } = localDayAround(now, timeZone);
  return { start: start.toISOString(), end: end.toISOString() };
}
