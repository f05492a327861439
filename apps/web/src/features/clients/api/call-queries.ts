import { graphql } from '../../../lib/graphql/generated';
import type { RecentCallsQuery, UsageQuery } from '../../../lib/graphql/generated/graphql';

/** A call as the lists show it (the details drawer's query adds the transcript and the analysis). */
export type CallLog = RecentCallsQuery['recentCalls'][number];

/** The calls page's filter; empty strings mean "any". `from`/`to` are yyyy-mm-dd (whole UTC days). */
export interface CallFilter {
  outcome: string;
  type: string;
  from: string;
  to: string;
  search: string;
}

export const EMPTY_CALL_FILTER: CallFilter = { outcome: '', type: '', from: '', to: '', search: '' };

export const RECENT_CALLS = graphql(`query RecentCalls { recentCalls { id callerNumber startedAt durationSeconds outcome callType createdAt } }`);

export const CALL_LOGS = graphql(`
  query CallLogs($filter: CallLogFilter, $limit: Int, $after: String) {
    callLogs(filter: $filter, limit: $limit, after: $after) {
      total totalCapped hasMore endCursor items { id callerNumber startedAt durationSeconds outcome callType createdAt }
    }
  }
`);

export const CALL_LOG = graphql(`
  query CallLog($id: ID!) {
    callLog(id: $id) { id callerNumber startedAt durationSeconds outcome callType createdAt transcript summary sentiment topic }
  }
`);

export const RECORD_TEST_CALL = graphql(`
  mutation RecordTestCall($durationSeconds: Int!, $transcript: String, $summary: String, $outcome: String) {
    recordTestCall(durationSeconds: $durationSeconds, transcript: $transcript, summary: $summary, outcome: $outcome) { id }
  }
`);

export type Usage = UsageQuery['usage'];

export const USAGE = graphql(`
  query Usage { usage { period periodStart periodEnd minutesUsed minutesLimit percentUsed totalCalls testCalls forecastMinutes warningLevel } }
`);

/** The non-empty filter values, as the GraphQL filter and the CSV export's query string take them. */
export function activeFilter(filter: CallFilter): Partial<CallFilter> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value.trim() !== '').map(([key, value]) => [key, value.trim()]));
}
