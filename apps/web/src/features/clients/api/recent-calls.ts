import { graphql } from '@receptionist/graphql-documents';
import { useLiveQuery } from '../../../lib/graphql/use-live-query';
import { CALL_PROJECTORS } from './live-projectors';

export const RECENT_CALLS = graphql(`
  query RecentCalls {
    recentCalls {
      ...CallRowFields
    }
  }
`);

/** The 5 newest calls, kept current by live updates. */
export const useRecentCalls = () => useLiveQuery(RECENT_CALLS, CALL_PROJECTORS);
