import { InvalidDayRangeError } from './analytics.errors';

export const MAX_DAY_RANGE_DAYS = 366;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

function isRealDay(value: string): boolean {
  return DAY.test(value) && new Date(`${value}T00:00:00.000Z`).toISOString().slice(0, 10) === value;
}

/** Validates an inclusive range of UTC days written yyyy-mm-dd. */
export function parseDayRange(from: string, to: string): { from: string; to: string } {
  if (!isRealDay(from)) throw new InvalidDayRangeError(`from must be a date written yyyy-mm-dd (got "${from}")`);
  if (!isRealDay(to)) throw new InvalidDayRangeError(`to must be a date written yyyy-mm-dd (got "${to}")`);
  if (from > to) throw new InvalidDayRangeError('from must not be after to');
  const days = (Date.parse(to) - Date.parse(from)) / MS_PER_DAY + 1;
  if (days > MAX_DAY_RANGE_DAYS) throw new InvalidDayRangeError(`the range must span at most ${MAX_DAY_RANGE_DAYS} days`);
  return { from, to };
}
