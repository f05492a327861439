import { useLiveRefresh } from '../../../../lib/live/use-live-refresh';
import { type LeadFacts, leadFacts, LEADS_PROJECTORS } from '../live/demo-request-changes';

/** Bursts of updates (many submissions a second) become one refetch at most this often. */
const COALESCE_MS = 200;

/**
 * Calls `refresh` shortly after demo requests change live and after a reconnect, while the component is mounted and
 * `live`. `affects` narrows, from the update's facts, which changes matter (e.g. only the request a dialog shows).
 */
export function useLeadsLiveRefresh(
  refresh: () => void,
  affects: (facts: LeadFacts) => boolean = (facts) => facts.submitted.length + facts.changed.length > 0,
  live = true,
): void {
  useLiveRefresh(live ? LEADS_PROJECTORS : [], refresh, { coalesceMs: COALESCE_MS, affects: (event) => affects(leadFacts(event)) });
}
