import { graphql } from '@receptionist/graphql-documents';
import { useLiveQuery } from '../../../lib/graphql/use-live-query';
import { CALL_DETAIL_PROJECTORS } from './live-projectors';

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

/** One call with its transcript, its analysis, what the receptionist did on it and its recording (live: a recording arriving shows). */
export const useCallLog = (id: string) => useLiveQuery(CALL_LOG, CALL_DETAIL_PROJECTORS, { id });
