import { useMutation } from 'urql';
import { graphql, type AlertsQuery } from '@receptionist/graphql-documents';
import { useLiveQuery } from '../../../lib/graphql/use-live-query';

/** The alerts projector's updates reach the owner's room (an administrator's list: the admin room). */
export const ALERT_PROJECTORS = ['alerts'] as const;

export const ALERTS = graphql(`
  query Alerts {
    alerts(first: 20) {
      unread
      items {
        id
        kind
        subject
        path
        at
        unread
      }
    }
  }
`);

export const MARK_ALERTS_READ = graphql(`
  mutation MarkAlertsRead {
    markAlertsRead {
      unread
      items {
        id
        unread
      }
    }
  }
`);

export type AlertItem = AlertsQuery['alerts']['items'][number];

/** The signed-in user's alerts, newest first, kept current by live updates; `markAllRead` clears the count. */
export function useAlerts() {
  const [result, refresh] = useLiveQuery(ALERTS, ALERT_PROJECTORS);
  const [marking, mark] = useMutation(MARK_ALERTS_READ);
  const alerts = result.data?.alerts ?? null;
  async function markAllRead() {
    await mark({});
    refresh();
  }
  return { alerts, error: result.error, marking: marking.fetching, markAllRead };
}
