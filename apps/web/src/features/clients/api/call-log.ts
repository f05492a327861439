import { useQuery } from 'urql';
import { graphql } from '../../../lib/graphql/generated';

export const CALL_LOG = graphql(`
  query CallLog($id: ID!) {
    callLog(id: $id) {
      ...CallRowFields
      transcript
      summary
      sentiment
      topic
    }
  }
`);

/** One call with its transcript and analysis. */
export const useCallLog = (id: string) => useQuery({ query: CALL_LOG, variables: { id } });
