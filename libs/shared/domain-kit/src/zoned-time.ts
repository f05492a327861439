/** A calendar date `YYYY-MM-DD`. */
export type LocalDate = string;

export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** What the clocks of a time zone show at an instant. */
export interface WallClock {
  date: LocalDate;
  weekday: (typeof WEEKDAY_KEYS)[number];
  /** HH:MM */
  time: string;
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than formatting with it. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/**
 * The wall clock of `timeZone` at `instant`. Intl applies the zone's rules, once or twice per zone and UTC hour: the
 * rest comes from the offset it found (folding a year of calls asks for millions of local dates, and each formatting
 * costs microseconds).
 */
export function wallClockAt(instant: Date | number, timeZone: string): WallClock {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  const offset = steadyOffsetAt(time, timeZone);
  return offset === undefined ? formattedWallClockAt(time, timeZone) : utcWallClock(time + offset);
}

/** The wall clock as Intl formats it, instant by instant: what `wallClockAt` equals (its specs compare the two). */
export function formattedWallClockAt(instant: number, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const { type, value } of formatterFor(timeZone).formatToParts(instant)) parts[type] = value;
  return {
    date: `${parts['year']}-${parts['month']}-${parts['day']}`,
    weekday: parts['weekday'].toLowerCase() as WallClock['weekday'],
    time: `${parts['hour']}:${parts['minute']}`,
    year: Number(parts['year']),
    month: Number(parts['month']),
    day: Number(parts['day']),
    hour: Number(parts['hour']),
    minute: Number(parts['minute']),
    second: Number(parts['second']),
  };
}

/** The wall clock of UTC at `shifted` (an instant moved by a zone's offset). */
function utcWallClock(shifted: number): WallClock {
  const at = new Date(shifted);
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() + 1;
  const day = at.getUTCDate();
  const hour = at.getUTCHours();
  const minute = at.getUTCMinutes();
  const second = at.getUTCSeconds();
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${year}-${pad(month)}-${pad(day)}`,
    weekday: WEEKDAY_KEYS[(at.getUTCDay() + 6) % 7],
    time: `${pad(hour)}:${pad(minute)}`,
    year,
    month,
    day,
    hour,
    minute,
    second,
  };
}

const HOUR_MS = 3_600_000;
/** Offsets are remembered for instants from 1970 to late 9999: local dates with four-digit years, as Intl writes them. */
const LAST_REMEMBERED_INSTANT = Date.UTC(9999, 11, 30) - 1;
/** Per zone, per UTC hour: its offset, or null when it changes within the hour. Forgotten at this many hours. */
const MAX_REMEMBERED_HOURS = 100_000;
const offsetsByZone = new Map<string, Map<number, number | null>>();
let rememberedHours = 0;

/**
 * The zone's offset at `instant` when it is the same all through the instant's UTC hour (at its first and its last
 * millisecond: a zone changes its offset at most once in an hour); undefined around a change, or outside the years
 * remembered, where Intl formats the instant itself.
 */
function steadyOffsetAt(instant: number, timeZone: string): number | undefined {
  if (!(instant >= 0 && instant <= LAST_REMEMBERED_INSTANT)) return undefined;
  const hour = Math.floor(instant / HOUR_MS);
  let offsets = offsetsByZone.get(timeZone);
  let offset = offsets?.get(hour);
  if (offset === undefined) {
    const first = offsetMs(hour * HOUR_MS, timeZone);
    offset = first === offsetMs(hour * HOUR_MS + HOUR_MS - 1, timeZone) ? first : null;
    if (rememberedHours >= MAX_REMEMBERED_HOURS) {
      offsetsByZone.clear();
      rememberedHours = 0;
    }
    offsets = offsetsByZone.get(timeZone) ?? new Map<number, number | null>();
    offsetsByZone.set(timeZone, offsets);
    offsets.set(hour, offset);
    rememberedHours++;
  }
  return offset ?? undefined;
}

/** The calendar date the instant falls on in the zone. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const time = instant.getTime();
  const offset = steadyOffsetAt(time, timeZone);
  return offset === undefined ? formattedWallClockAt(time, timeZone).date : new Date(time + offset).toISOString().slice(0, 10);
}

/** Milliseconds the zone's wall clock is ahead of UTC at the instant. */
function offsetMs(instant: number, timeZone: string): number {
  const wall = formattedWallClockAt(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the zone's clocks show `time` (HH:MM) on `date`. Across a DST change the offset of that very moment is
 * used; a time the clocks skip (spring forward) becomes the instant right after the gap, shifted by the gap.
 */
export function zonedInstant(date: LocalDate, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetMs(wall, timeZone);
  const second = wall - offsetMs(first, timeZone);
  const shown = wallClockAt(second, timeZone);
  if (shown.hour === hour && shown.minute === minute) return new Date(second);
  return new Date(Math.max(first, second));
}

/** The calendar date `days` after `date` (before it when negative). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The calendar date before `date`. */
export const previousDate = (date: LocalDate): LocalDate => addDays(date, -1);

/** The local day `instant` falls on in the zone, as UTC instants: [start, end). */
export function localDayAround(instant: Date, timeZone: string): { start: Date; end: Date } {
  const date = localDateOf(instant, timeZone);
  return { start: zonedInstant(date, '00:00', timeZone), end: zonedInstant(addDays(date, 1), '00:00', timeZone) };
}
