import { useEffect, useRef } from 'react';
import { useLiveUpdates } from '../../../live/use-live-updates';
import { changedDemoRequestIds, LEADS_PROJECTORS } from '../live/demo-request-changes';

/** Bursts of updates (many submissions a second) become one refetch at most this often. */
const COALESCE_MS = 200;

/**
 * Calls `refresh` shortly after demo requests change live and after a reconnect, while the component is mounted.
 * `affects` narrows which changes matter (e.g. only the request a dialog shows).
 */
export function useLiveRefresh(refresh: () => void, affects: (changedIds: string[]) => boolean = () => true): void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveUpdates(LEADS_PROJECTORS, (event) => {
    if (event.kind === 'update' && !affects(changedDemoRequestIds(event))) return;
    timer.current ??= setTimeout(() => {
      timer.current = undefined;
      refresh();
    }, COALESCE_MS);
  });
}
