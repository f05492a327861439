import { useEffect, useRef } from 'react';
import { type LiveEvent, useLiveUpdates } from './use-live-updates';

/** Commits often come in bursts (a busy call line, many submissions a second); one refetch covers a whole window. */
const DEFAULT_COALESCE_MS = 300;

export interface LiveRefreshOptions {
  /** Which updates matter (e.g. only those of the record a dialog shows); a resync after a reconnect always does. */
  affects?: (event: LiveEvent) => boolean;
  coalesceMs?: number;
}

/** Calls `refresh` shortly after one of `projectors` commits or the live connection comes back, while mounted. */
export function useLiveRefresh(
  projectors: readonly string[],
  refresh: () => void,
  { affects, coalesceMs = DEFAULT_COALESCE_MS }: LiveRefreshOptions = {},
): void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveUpdates(projectors, (event) => {
    if (event.kind === 'update' && affects && !affects(event)) return;
    timer.current ??= setTimeout(() => {
      timer.current = undefined;
      refresh();
    }, coalesceMs);
  });
}
