import { useEffect, useRef } from 'react';
import { track } from './track-event';

/** Reports a lead once per visit of the page that calls it. */
export function useLeadTracking(path: string): void {
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    track({ kind: 'lead', path });
  }, [path]);
}
