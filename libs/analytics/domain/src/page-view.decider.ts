import type { Decider } from '@receptionist/domain-kit';
import { InvalidVisitError } from './analytics.errors';
import { isBotUserAgent } from './bot-user-agent';
import type { TrackVisit } from './page-view.commands';
import { VISIT_KINDS } from './page-view.commands';
import type { AnalyticsEvent } from './page-view.events';
import { externalReferrerHost } from './referrer-host';
import { countedPath, normalizeTrackedPath } from './tracked-path';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T/;

/**
 * Decides what a reported visit records. Page-view streams are append-only counters, so no prior state is needed.
 * Invalid input throws InvalidVisitError; a bot's visit is valid but records nothing. Paths outside the site's routes
 * are counted one by one up to a daily cap, then together as OTHER_PATHS.
 */
export function decideTrackVisit(command: TrackVisit): AnalyticsEvent[] {
  if (!VISIT_KINDS.includes(command.kind)) {
    throw new InvalidVisitError(`kind must be one of: ${VISIT_KINDS.join(', ')}`);
  }
  const normalized = normalizeTrackedPath(command.path);
  const path = command.today ? countedPath(normalized, command.today) : normalized;
  if (!ISO_INSTANT.test(command.now)) {
    throw new InvalidVisitError('now must be an ISO-8601 instant');
  }
  if (isBotUserAgent(command.userAgent)) return [];

  const day = new Date(command.now).toISOString().slice(0, 10);
  if (command.kind === 'lead') {
    return [{ type: 'LeadTracked', data: { path, day } }];
  }
  const referrerHost = externalReferrerHost(command.referrer, command.siteHost);
  return [{ type: 'PageViewed', data: referrerHost ? { path, day, referrerHost } : { path, day } }];
}

/**
 * The same decision as a Decider (the domain kit's shape): page-view streams are append-only counters, so the state
 * is nothing and every visit is decided on its own.
 */
export const pageViewDecider: Decider<TrackVisit, null, AnalyticsEvent> = {
  initialState: null,
  evolve: () => null,
  decide: (command) => decideTrackVisit(command),
};
