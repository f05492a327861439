import { graphql, type CallLogFilter, type CallLogsQueryVariables } from '@receptionist/graphql-documents';
import { useLiveQuery } from '../../../lib/graphql/use-live-query';
import { CALL_PROJECTORS } from './live-projectors';

/** The calls page's filter: the schema's CallLogFilter with every field a string; empty strings mean "any". */
export type CallFilter = { [Field in keyof CallLogFilter]-?: string };

export const EMPTY_CALL_FILTER: CallFilter = { outcome: '', type: '', from: '', to: '', search: '' };

/** The non-empty filter values, as the GraphQL filter and the CSV export's query string take them. */
export function activeFilter(filter: CallFilter): Partial<CallFilter> {
  return Object.fromEntries(
    Object.entries(filter)
      .filter(([, value]) => value.trim() !== '')
      .map(([key, value]) => [key, value.trim()]),
  );
}

export const CALL_LOGS = graphql(`
  query CallLogs($filter: CallLogFilter, $limit: Int, $after: String) {
    callLogs(filter: $filter, limit: $limit, after: $after) {
      pageInfo {
        ...PageInfoFields
      }
      items {
        ...CallRowFields
      }
    }
  }
`);

/** One page of the call log, filtered on the server, kept current by live updates. */
export const useCallLogs = (variables: CallLogsQueryVariables) => useLiveQuery(CALL_LOGS, CALL_PROJECTORS, variables);
