import { graphql } from '../../../lib/graphql/generated';
import type { RecentCallsQuery } from '../../../lib/graphql/generated/graphql';
import { useLiveQuery } from '../../../lib/graphql/use-live-query';
import { CALL_PROJECTORS } from './live-projectors';

/** A call as the lists show it (the details drawer's query adds the transcript and the analysis). */
export type CallLog = RecentCallsQuery['recentCalls'][number];

export const RECENT_CALLS = graphql(`
  query RecentCalls {
    recentCalls {
      id
      callerNumber
      startedAt
      durationSeconds
      outcome
      callType
      createdAt
    }
  }
`);

/** The 5 newest calls, kept current by live updates. */
export const useRecentCalls = () => useLiveQuery(RECENT_CALLS, CALL_PROJECTORS);
