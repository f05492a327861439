import type { TrackedPathsToday } from './tracked-path';

export type VisitKind = 'page_view' | 'lead';

export const VISIT_KINDS: readonly VisitKind[] = ['page_view', 'lead'];

/** A browser reported a visit. Time comes in as data; the user agent is only inspected, never stored. */
export interface TrackVisit {
  kind: VisitKind;
  /** The page's path as the browser saw it; query string and fragment are dropped. */
  path: string;
  /** `document.referrer`; only an external host is kept. */
  referrer?: string | null;
  /** The host serving the site, so that internal navigation is not reported as a referrer. */
  siteHost?: string | null;
  userAgent?: string | null;
  /** ISO-8601 instant of the visit. */
  now: string;
  /** The day's counts for this path (read by the handler); without it the path is counted as it is. */
  today?: TrackedPathsToday;
}
