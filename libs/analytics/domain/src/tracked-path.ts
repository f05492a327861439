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
