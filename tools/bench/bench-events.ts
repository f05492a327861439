import { randomUUID } from 'node:crypto';

/** A row of the SQLite event table, as the adapter writes it. */
export interface EventRowValues {
  stream: string;
  revision: number;
  eventId: string;
  type: string;
  data: string;
  metadata: string;
}

const PATHS = ['/', '/pricing', '/features', '/industries/dental', '/industries/legal', '/about', '/contact', '/demo', '/blog', '/faq'];
const DAY_MS = 86_400_000;
const START = Date.UTC(2025, 0, 1);

/**
 * Analytics events the catalog's page_views_daily projector handles: page views over a year, every 20th a lead,
 * one stream per day (revisions counted per stream), occurrence times increasing.
 */
export function* analyticsEventRows(count: number): Generator<EventRowValues> {
  const revisions = new Map<string, number>();
  const spacingMs = (365 * DAY_MS) / Math.max(count, 1);
  for (let index = 0; index < count; index++) {
    const occurredAt = new Date(START + Math.floor(index * spacingMs));
    const day = occurredAt.toISOString().slice(0, 10);
    const stream = `pageviews-${day}`;
    const revision = revisions.get(stream) ?? 0;
    revisions.set(stream, revision + 1);
    const eventId = randomUUID();
    const lead = index % 20 === 19;
    const data = lead
      ? { path: '/demo/thank-you', day }
      : { path: PATHS[index % PATHS.length], day, referrerHost: index % 3 === 0 ? 'google.com' : undefined };
    const metadata = { actorId: null, correlationId: eventId, causationId: null, occurredAt: occurredAt.toISOString() };
    yield { stream, revision, eventId, type: lead ? 'LeadTracked' : 'PageViewed', data: JSON.stringify(data), metadata: JSON.stringify(metadata) };
  }
}
