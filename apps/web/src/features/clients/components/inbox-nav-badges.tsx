import { Badge, VisuallyHidden } from '@chakra-ui/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { OwnerInboxQuery } from '@receptionist/graphql-documents';
import { type NavBadges, NavBadgesProvider } from '../../../lib/nav-badges';
import { useOwnerInbox } from '../api/owner-inbox';

/**
 * The count, and for screen readers the words saying what it counts ('3 unhandled messages'): they are part of the
 * sidebar link's name (an aria-label on the badge's span would be ignored, a span having no role).
 */
function CountBadge({ count, label, testId }: { count: number | undefined; label: string; testId: string }) {
  if (!count) return null;
  return (
    <>
      <Badge colorPalette="red" variant="solid" borderRadius="full" aria-hidden data-testid={testId}>
        {count}
      </Badge>
      <VisuallyHidden>
        {count} {label}
      </VisuallyHidden>
    </>
  );
}

/** The counts, fetched once for both badges by `InboxNavBadges`. */
const InboxCounts = createContext<OwnerInboxQuery['ownerInbox'] | undefined>(undefined);

function UpcomingAppointmentsBadge() {
  const count = useContext(InboxCounts)?.upcomingAppointments;
  return <CountBadge count={count} label={count === 1 ? 'upcoming appointment' : 'upcoming appointments'} testId="upcoming-appointments" />;
}

function UnhandledMessagesBadge() {
  const count = useContext(InboxCounts)?.unhandledMessages;
  return <CountBadge count={count} label={count === 1 ? 'unhandled message' : 'unhandled messages'} testId="unhandled-messages" />;
}

const INBOX_BADGES: NavBadges = {
  '/dashboard/appointments': UpcomingAppointmentsBadge,
  '/dashboard/messages': UnhandledMessagesBadge,
};

/** Wraps the client layout: the live counts of upcoming appointments and unhandled messages beside their sidebar items. */
export function InboxNavBadges({ children }: { children: ReactNode }) {
  const [{ data }] = useOwnerInbox();
  return (
    <InboxCounts.Provider value={data?.ownerInbox}>
      <NavBadgesProvider value={INBOX_BADGES}>{children}</NavBadgesProvider>
    </InboxCounts.Provider>
  );
}
