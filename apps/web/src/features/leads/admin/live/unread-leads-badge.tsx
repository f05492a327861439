import { Badge } from '@chakra-ui/react';
import { useUnreadLeads } from './unread-leads';

/** The 'Demo Requests' sidebar badge: how many new leads arrived since the admin last viewed the page. */
export function UnreadLeadsBadge() {
  const unread = useUnreadLeads();
  if (unread === 0) return null;
  return (
    <Badge colorPalette="red" variant="solid" borderRadius="full" aria-label={`${unread} new`} data-testid="unread-leads">
      {unread}
    </Badge>
  );
}
