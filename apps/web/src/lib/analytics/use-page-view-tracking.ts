import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { track } from './track-event';

/** One page_view per route change (path changes only; hash jumps within a page are not new views). */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  const lastTracked = useRef<string | null>(null);

  useEffect(() => {
    if (lastTracked.current === pathname) return;
    lastTracked.current = pathname;
    track({ kind: 'page_view', path: pathname });
  }, [pathname]);
}
