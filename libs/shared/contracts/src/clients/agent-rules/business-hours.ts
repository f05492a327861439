import { isTimeZone } from '../../time-zones';
import { isRecord, type RuleIssue, trimmedString } from './rule-issues';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };

/** Wall-clock times "HH:MM" in the business's time zone; `close` may be "24:00" (midnight at the end of the day). */
export interface OpenInterval {
  open: string;
  close: string;
}

/** A day the business is closed whatever its weekday hours say (YYYY-MM-DD in its time zone). */
export interface Closure {
  date: string;
  label: string | null;
}

export interface BusinessHours {
  timeZone: string;
  week: Record<Weekday, OpenInterval[]>;
  closures: Closure[];
}

export const MAX_INTERVALS_PER_DAY = 6;
export const MAX_CLOSURES = 100;
export const CLOSURE_LABEL_MAX_LENGTH = 100;

export const BUSINESS_HOURS_MESSAGES = {
  shape: 'Business hours must give a time zone, the open hours of each weekday and a list of closures',
  timeZone: 'Time zone must be a known IANA time zone (e.g. America/New_York)',
  time: 'Times must be written HH:MM (00:00 to 24:00)',
  openBeforeClose: 'Opening time must be before closing time',
  overlap: 'Open hours of the same day must not overlap',
  tooManyIntervals: `A day can have at most ${MAX_INTERVALS_PER_DAY} open intervals`,
  closureDate: 'Closure date must be a real date written YYYY-MM-DD',
  closureDuplicate: 'Each closure date may appear only once',
  closureLabelTooLong: `Closure label must be less than ${CLOSURE_LABEL_MAX_LENGTH} characters`,
  tooManyClosures: `At most ${MAX_CLOSURES} closures`,
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes since local midnight of "HH:MM". */
export const minutesOfDay = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function isRealDate(date: string): boolean {
  const match = DATE.exec(date);
  if (!match) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

export const emptyWeek = (): Record<Weekday, OpenInterval[]> => ({ mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] });

/** The hours as typed, normalized (trimmed, intervals by opening time, closures by date), with every broken rule. */
export function parseBusinessHours(input: unknown): { value: BusinessHours; issues: RuleIssue[] } {
  const issues: RuleIssue[] = [];
  const value: BusinessHours = { timeZone: 'UTC', week: emptyWeek(), closures: [] };
  if (!isRecord(input) || !isRecord(input['week']) || !Array.isArray(input['closures'])) {
    return { value, issues: [{ path: '', message: BUSINESS_HOURS_MESSAGES.shape }] };
  }
  const timeZone = trimmedString(input['timeZone']) ?? '';
  if (!isTimeZone(timeZone)) issues.push({ path: 'timeZone', message: BUSINESS_HOURS_MESSAGES.timeZone });
  else value.timeZone = timeZone;
  for (const day of WEEKDAYS) {
    const raw = input['week'][day] ?? [];
    if (!Array.isArray(raw) || raw.some((interval) => !isRecord(interval))) {
      issues.push({ path: `week.${day}`, message: BUSINESS_HOURS_MESSAGES.shape });
      continue;
    }
    if (raw.length > MAX_INTERVALS_PER_DAY) issues.push({ path: `week.${day}`, message: BUSINESS_HOURS_MESSAGES.tooManyIntervals });
    const intervals = (raw as Record<string, unknown>[]).map((interval) => ({
      open: trimmedString(interval['open']) ?? '',
      close: trimmedString(interval['close']) ?? '',
    }));
    intervals.forEach(({ open, close }, index) => {
      if (!TIME.test(open) || !TIME.test(close) || open === '24:00')
        issues.push({ path: `week.${day}.${index}`, message: BUSINESS_HOURS_MESSAGES.time });
      else if (minutesOfDay(open) >= minutesOfDay(close))
        issues.push({ path: `week.${day}.${index}`, message: BUSINESS_HOURS_MESSAGES.openBeforeClose });
    });
    const sorted = [...intervals].sort((a, b) => a.open.localeCompare(b.open));
    if (sorted.some((interval, index) => index > 0 && interval.open < sorted[index - 1].close)) {
      issues.push({ path: `week.${day}`, message: BUSINESS_HOURS_MESSAGES.overlap });
    }
    value.week[day] = sorted;
  }
  const closures = input['closures'] as unknown[];
  if (closures.length > MAX_CLOSURES) issues.push({ path: 'closures', message: BUSINESS_HOURS_MESSAGES.tooManyClosures });
  const seen = new Set<string>();
  closures.forEach((closure, index) => {
    const date = isRecord(closure) ? (trimmedString(closure['date']) ?? '') : '';
    const label = isRecord(closure) ? trimmedString(closure['label']) || null : null;
    if (!isRealDate(date)) issues.push({ path: `closures.${index}.date`, message: BUSINESS_HOURS_MESSAGES.closureDate });
    else if (seen.has(date)) issues.push({ path: `closures.${index}.date`, message: BUSINESS_HOURS_MESSAGES.closureDuplicate });
    if (label && label.length > CLOSURE_LABEL_MAX_LENGTH)
      issues.push({ path: `closures.${index}.label`, message: BUSINESS_HOURS_MESSAGES.closureLabelTooLong });
    seen.add(date);
    value.closures.push({ date, label });
  });
  value.closures.sort((a, b) => a.date.localeCompare(b.date));
  return { value, issues };
}

/** "Mon 09:00–17:00, Tue 09:00–12:00 13:00–17:00, Sat closed …" */
export function businessHoursSummary(hours: BusinessHours): string {
  const days = WEEKDAYS.map((day) => {
    const intervals = hours.week[day];
    return `${WEEKDAY_LABELS[day]} ${intervals.length ? intervals.map(({ open, close }) => `${open}–${close}`).join(' ') : 'closed'}`;
  });
  const closures = hours.closures.length ? `; ${hours.closures.length} closure${hours.closures.length === 1 ? '' : 's'}` : '';
  return `${days.join(', ')} (${hours.timeZone})${closures}`;
}
