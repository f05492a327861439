import { useMutation } from 'urql';
import { graphql } from '@receptionist/graphql-documents';

export const RECORD_TEST_CALL = graphql(`
  mutation RecordTestCall($durationSeconds: Int!, $transcript: String, $summary: String, $outcome: String) {
    recordTestCall(durationSeconds: $durationSeconds, transcript: $transcript, summary: $summary, outcome: $outcome) {
      id
    }
  }
`);

export const useRecordTestCall = () => useMutation(RECORD_TEST_CALL);
