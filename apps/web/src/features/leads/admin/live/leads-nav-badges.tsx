import { type ReactNode, useEffect } from 'react';
import { useClient } from 'urql';
import { type NavBadges, NavBadgesProvider } from '../../../../lib/nav-badges';
import { UnreadLeadsBadge } from './unread-leads-badge';

const LEADS_BADGES: NavBadges = { '/admin/demo-requests': UnreadLeadsBadge };

/**
 * Wraps the admin layout: listens for new leads while the admin area is open (the Socket.IO code loads only here)
 * and shows their count on the 'Demo Requests' sidebar item.
 */
export function LeadsNavBadges({ children }: { children: ReactNode }) {
  const client = useClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./new-lead-alerts').then(({ startNewLeadAlerts }) => {
      if (!cancelled) stop = startNewLeadAlerts(client);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client]);
  return <NavBadgesProvider value={LEADS_BADGES}>{children}</NavBadgesProvider>;
}
