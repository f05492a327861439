export interface CallLog {
  id: string;
  callerNumber: string;
  startedAt: string;
  durationSeconds: number;
  outcome: string | null;
  callType: string;
  transcript: string | null;
  summary: string | null;
  sentiment: string | null;
  topic: string | null;
  createdAt: string;
}

/** The calls page's filter; empty strings mean "any". `from`/`to` are yyyy-mm-dd (whole UTC days). */
export interface CallFilter {
  outcome: string;
  type: string;
  from: string;
  to: string;
  search: string;
}

export const EMPTY_CALL_FILTER: CallFilter = { outcome: '', type: '', from: '', to: '', search: '' };

const ROW_FIELDS = 'id callerNumber startedAt durationSeconds outcome callType createdAt';
const DETAIL_FIELDS = `${ROW_FIELDS} transcript summary sentiment topic`;

export const RECENT_CALLS = /* GraphQL */ `query RecentCalls { recentCalls { ${ROW_FIELDS} } }`;
export interface RecentCallsData {
  recentCalls: CallLog[];
}

export const CALL_LOGS = /* GraphQL */ `
  query CallLogs($filter: CallLogFilter, $limit: Int, $after: String) {
    callLogs(filter: $filter, limit: $limit, after: $after) { total totalCapped hasMore endCursor items { ${ROW_FIELDS} } }
  }
`;
export interface CallLogsData {
  callLogs: { total: number; totalCapped: boolean; hasMore: boolean; endCursor: string | null; items: CallLog[] };
}

export const CALL_LOG = /* GraphQL */ `query CallLog($id: ID!) { callLog(id: $id) { ${DETAIL_FIELDS} } }`;
export interface CallLogData {
  callLog: CallLog;
}

export const RECORD_TEST_CALL = /* GraphQL */ `
  mutation RecordTestCall($durationSeconds: Int!, $transcript: String, $summary: String, $outcome: String) {
    recordTestCall(durationSeconds: $durationSeconds, transcript: $transcript, summary: $summary, outcome: $outcome) { id }
  }
`;

export interface Usage {
  period: string;
  periodStart: string;
  periodEnd: string;
  minutesUsed: number;
  minutesLimit: number;
  percentUsed: number;
  totalCalls: number;
  testCalls: number;
  forecastMinutes: number;
  warningLevel: number;
}

export const USAGE = /* GraphQL */ `
  query Usage { usage { period periodStart periodEnd minutesUsed minutesLimit percentUsed totalCalls testCalls forecastMinutes warningLevel } }
`;
export interface UsageData {
  usage: Usage;
}

/** The non-empty filter values, as the GraphQL filter and the CSV export's query string take them. */
export function activeFilter(filter: CallFilter): Partial<CallFilter> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value.trim() !== '').map(([key, value]) => [key, value.trim()]));
}
