import { useEffect, useRef } from 'react';
import { useLiveUpdates } from '../../live/use-live-updates';

/** Commits often come in bursts (a busy call line); one refetch covers every update of this window. */
const COALESCE_MS = 300;

/** Calls `refresh` shortly after one of `projectors` commits or the live connection comes back. */
export function useLiveRefresh(projectors: readonly string[], refresh: () => void): void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveUpdates(projectors, () => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      refresh();
    }, COALESCE_MS);
  });
}
