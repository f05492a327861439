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
      agent
      appointment {
        ...AppointmentFields
      }
      message {
        ...CallMessageFields
      }
      transfer {
        department
        toName
        toNumber
        answered
        at
      }
      sms {
        to
        text
        status
        at
      }
      recording {
        status
        url
        contentType
        durationSeconds
        reason
        retentionDays
      }
    }
  }
`);

/** One call with its transcript, its analysis and what the receptionist did on it. */
export const useCallLog = (id: string) => useQuery({ query: CALL_LOG, variables: { id } });
