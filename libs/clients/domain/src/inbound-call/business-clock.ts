import { type BusinessHours, type Closure, minutesOfDay, type Weekday } from '@receptionist/contracts';
import { wallClockAt } from '@receptionist/domain-kit';

/** A moment as the business's wall clock shows it. */
export interface LocalMoment {
  /** YYYY-MM-DD */
  date: string;
  weekday: Weekday;
  /** HH:MM */
  time: string;
}

export interface OpenNow {
  open: boolean;
  local: LocalMoment;
  /** The closure that shuts the business today, if any. */
  closure: Closure | null;
}

/** The wall-clock date, weekday and time in `timeZone` at `at`. */
export function localMomentAt(timeZone: string, at: Date): LocalMoment {
  const { date, weekday, time } = wallClockAt(at, timeZone);
  return { date, weekday, time };
}

/**
 * Whether the business is open at `at`: not on a closure date and within one of the weekday's intervals
 * (open inclusive, close exclusive), all on its own wall clock. No hours given: open (the receptionist answers and
 * transfers as if the business were open).
 */
export function openAt(hours: BusinessHours | null, at: Date): OpenNow {
  const local = localMomentAt(hours?.timeZone ?? 'UTC', at);
  if (!hours) return { open: true, local, closure: null };
  const closure = hours.closures.find(({ date }) => date === local.date) ?? null;
  if (closure) return { open: false, local, closure };
  const minute = minutesOfDay(local.time);
  const open = hours.week[local.weekday].some((interval) => minutesOfDay(interval.open) <= minute && minute < minutesOfDay(interval.close));
  return { open, local, closure: null };
}
