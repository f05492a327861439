import { graphql, type CallRowFieldsFragment } from '@receptionist/graphql-documents';

/** A call as the lists show it (the details drawer's query adds the transcript and the analysis). */
export type CallLog = CallRowFieldsFragment;

export const CALL_ROW_FIELDS = graphql(`
  fragment CallRowFields on CallLog {
    id
    callerNumber
    startedAt
    durationSeconds
    outcome
    callType
    createdAt
  }
`);
