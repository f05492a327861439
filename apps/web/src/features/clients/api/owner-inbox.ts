import { localTimeZone } from '@receptionist/contracts';
import { graphql } from '@receptionist/graphql-documents';
import { useLiveQuery } from '../../../lib/graphql/use-live-query';
import { INBOX_PROJECTORS } from './live-projectors';

export const OWNER_INBOX = graphql(`
  query OwnerInbox($timeZone: String) {
    ownerInbox(timeZone: $timeZone) {
      unhandledMessages
      upcomingAppointments
      today {
        appointmentsBooked
        messagesWaiting
        transfersMissed
      }
    }
  }
`);

/**
 * The owner's counts (unhandled messages, upcoming appointments, today's figures), kept current by live updates. The
 * sidebar badges and the Today card share this query, so one fetch serves both.
 */
export const useOwnerInbox = () => useLiveQuery(OWNER_INBOX, INBOX_PROJECTORS, { timeZone: localTimeZone() });
