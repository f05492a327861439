import { useLiveRefresh } from '../../../live/use-live-refresh';
import { changedDemoRequestIds, LEADS_PROJECTORS } from '../live/demo-request-changes';

/** Bursts of updates (many submissions a second) become one refetch at most this often. */
const COALESCE_MS = 200;

/**
 * Calls `refresh` shortly after demo requests change live and after a reconnect, while the component is mounted.
 * `affects` narrows which changes matter (e.g. only the request a dialog shows).
 */
export function useLeadsLiveRefresh(refresh: () => void, affects: (changedIds: string[]) => boolean = () => true): void {
  useLiveRefresh(LEADS_PROJECTORS, refresh, { coalesceMs: COALESCE_MS, affects: (event) => affects(changedDemoRequestIds(event)) });
}
