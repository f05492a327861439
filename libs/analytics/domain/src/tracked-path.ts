import { InvalidVisitError } from './analytics.errors';

export const MAX_TRACKED_PATH_LENGTH = 512;

/** Keeps only the path: drops the fragment and the query string (which may carry personal data). */
export function normalizeTrackedPath(raw: string): string {
  const path = raw.split('#', 1)[0].split('?', 1)[0];
  if (!path.startsWith('/')) {
    throw new InvalidVisitError('path must start with "/"');
  }
  if (path.startsWith('//')) {
    throw new InvalidVisitError('path must be a path on this site, not a URL');
  }
  if (path.length > MAX_TRACKED_PATH_LENGTH) {
    throw new InvalidVisitError(`path must be at most ${MAX_TRACKED_PATH_LENGTH} characters`);
  }
  if (/[\s\p{Cc}]/u.test(path)) {
    throw new InvalidVisitError('path must not contain spaces or control characters');
  }
  return path;
}

/** The web app's routes (apps/web app-router): always counted under their own path. */
export const SITE_ROUTES: readonly string[] = [
  '/',
  '/demo',
  '/faq',
  '/thank-you',
  '/about',
  '/blog',
  '/privacy',
  '/terms',
  '/auth',
  '/auth/confirm',
  '/auth/forgot',
  '/auth/reset',
  '/book-demo',
  '/contact',
  '/dashboard',
  '/dashboard/calls',
  '/dashboard/settings',
  '/dashboard/billing',
  '/admin',
  '/admin/clients',
  '/admin/analytics',
  '/admin/settings',
  '/admin/demo-requests',
  '/account',
];

/** Other paths (not-found pages, made-up URLs) each get their own row up to this many per day... */
export const MAX_UNKNOWN_PATHS_PER_DAY = 100;
/** ...and past it share this one, so a flood of invented paths cannot grow the daily read model without bound. */
export const OTHER_PATHS = '(other)';

/** What the day's counts already hold, as far as the path about to be counted is concerned. */
export interface TrackedPathsToday {
  /** The path already has its own row today. */
  pathCounted: boolean;
  /** Distinct paths outside SITE_ROUTES with their own row today. */
  unknownPaths: number;
}

export const isSiteRoute = (path: string) => SITE_ROUTES.includes(path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The path a visit is counted under: its own, or OTHER_PATHS once the day's cap on unknown paths is reached. */
export function countedPath(path: string, today: TrackedPathsToday): string {
  if (isSiteRoute(path) || today.pathCounted || today.unknownPaths < MAX_UNKNOWN_PATHS_PER_DAY) return path;
  return OTHER_PATHS;
}
