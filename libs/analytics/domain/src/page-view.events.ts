/** A counted page view. No personal data: no IP, no user agent, no query string. */
export interface PageViewed {
  type: 'PageViewed';
  data: { path: string; day: string; referrerHost?: string };
}

/** A visitor reached a lead milestone (the thank-you page after a demo request). */
export interface LeadTracked {
  type: 'LeadTracked';
  data: { path: string; day: string };
}

export type AnalyticsEvent = PageViewed | LeadTracked;

export const ANALYTICS_EVENT_TYPES: readonly AnalyticsEvent['type'][] = ['PageViewed', 'LeadTracked'];

export const PAGE_VIEWS_STREAM_PREFIX = 'pageviews-';

/** One stream per UTC day keeps streams short; appends use expected revision `any`. */
export function pageViewsStream(day: string): string {
  return `${PAGE_VIEWS_STREAM_PREFIX}${day}`;
}
