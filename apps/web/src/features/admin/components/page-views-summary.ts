import type { PageViewsDay } from '../api/page-views-daily';

export interface DayTotals {
  day: string;
  views: number;
  leads: number;
}

export interface PathTotals {
  path: string;
  views: number;
  leads: number;
}

export interface PageViewsSummary {
  /** Every day of the range, oldest first; days without traffic count 0. */
  days: DayTotals[];
  totalViews: number;
  totalLeads: number;
  /** Most viewed first (ties by path). */
  topPaths: PathTotals[];
}

export interface DayRange {
  from: string;
  to: string;
}

const MS_PER_DAY = 86_400_000;

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The inclusive UTC days of a range, written yyyy-mm-dd. */
export function daysBetween({ from, to }: DayRange): string[] {
  const days: string[] = [];
  for (let time = Date.parse(from); time <= Date.parse(to); time += MS_PER_DAY) days.push(dayOf(time));
  return days;
}

/** The last `days` UTC days up to and including today. */
export function lastDays(days: number, now = new Date()): DayRange {
  return { from: dayOf(now.getTime() - (days - 1) * MS_PER_DAY), to: dayOf(now.getTime()) };
}

function add<T extends { views: number; leads: number }>(totals: Map<string, T>, key: string, fresh: () => T, row: PageViewsDay) {
  const entry = totals.get(key) ?? fresh();
  entry.views += row.count;
  entry.leads += row.leads;
  totals.set(key, entry);
}

/** Totals per day (zero-filled over the range), per path (the top `topCount`) and overall. */
export function summarizePageViews(rows: readonly PageViewsDay[], range: DayRange, topCount = 10): PageViewsSummary {
  const byDay = new Map(daysBetween(range).map((day) => [day, { day, views: 0, leads: 0 }]));
  const byPath = new Map<string, PathTotals>();
  for (const row of rows) {
    if (byDay.has(row.day)) add(byDay, row.day, () => ({ day: row.day, views: 0, leads: 0 }), row);
    add(byPath, row.path, () => ({ path: row.path, views: 0, leads: 0 }), row);
  }
  const days = [...byDay.values()];
  const topPaths = [...byPath.values()].sort((a, b) => b.views - a.views || a.path.localeCompare(b.path)).slice(0, topCount);
  return {
    days,
    totalViews: days.reduce((sum, day) => sum + day.views, 0),
    totalLeads: days.reduce((sum, day) => sum + day.leads, 0),
    topPaths,
  };
}

/** Leads per 100 page views, one decimal; 0 without views. */
export function conversionRate(views: number, leads: number): number {
  return views > 0 ? Math.round((leads / views) * 1000) / 10 : 0;
}
