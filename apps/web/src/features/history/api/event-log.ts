import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { graphql, type EventLogFilter, type EventLogQuery } from '@receptionist/graphql-documents';
import { graphQLErrorMessage } from '../../../lib/graphql/graphql-error';

export type LoggedEvent = EventLogQuery['eventLog']['items'][number];

export const EVENT_LOG = graphql(`
  query EventLog($filter: EventLogFilter, $before: Int, $first: Int) {
    eventLog(filter: $filter, before: $before, first: $first) {
      nextBefore
      items {
        position
        eventId
        stream
        revision
        type
        occurredAt
        actorId
        correlationId
        causationId
        dataJson
        personalDataJson
      }
    }
  }
`);

const PAGE_SIZE = 50;

/** The log newest first under `filter`, page by page ("Load more" asks for the events before the last one shown). */
export function useEventLog(filter: EventLogFilter) {
  const client = useClient();
  const [events, setEvents] = useState<LoggedEvent[] | null>(null);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const key = JSON.stringify(filter);
  const generation = useRef(0);

  const load = useCallback(
    async (before: number | null) => {
      const current = before === null ? ++generation.current : generation.current;
      setLoading(true);
      const answer = await client
        .query(EVENT_LOG, { filter: JSON.parse(key) as EventLogFilter, before, first: PAGE_SIZE }, { requestPolicy: 'network-only' })
        .toPromise();
      if (current !== generation.current) return;
      setLoading(false);
      if (answer.error || !answer.data) return setError(answer.error ? graphQLErrorMessage(answer.error) : 'Failed to load the events');
      const page = answer.data.eventLog;
      setError(null);
      setEvents((previous) => (before === null ? page.items : [...(previous ?? []), ...page.items]));
      setNextBefore(page.nextBefore);
    },
    [client, key],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  return { events, error, loading, hasMore: nextBefore !== null, loadMore: () => void load(nextBefore) };
}
