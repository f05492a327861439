import { InvalidVisitError, type TrackVisit, type VisitKind } from '@receptionist/analytics-domain';

export type TrackRequest = Pick<TrackVisit, 'kind' | 'path' | 'referrer'>;

const EXAMPLE = '{"kind":"page_view","path":"/"}';

/** Reads the body of POST /api/track: a JSON object, or the same JSON sent as text/plain by navigator.sendBeacon. */
export function parseTrackRequest(body: unknown): TrackRequest {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      throw new InvalidVisitError(`body must be JSON like ${EXAMPLE}`);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidVisitError(`body must be a JSON object like ${EXAMPLE}`);
  }
  const { kind, path, referrer } = value as Record<string, unknown>;
  if (typeof kind !== 'string') throw new InvalidVisitError('kind must be a string: page_view or lead');
  if (typeof path !== 'string') throw new InvalidVisitError('path must be a string starting with "/"');
  if (referrer !== undefined && referrer !== null && typeof referrer !== 'string') {
    throw new InvalidVisitError('referrer must be a string when given');
  }
  return { kind: kind as VisitKind, path, referrer: referrer ?? null };
}
