import { graphql } from '@receptionist/graphql-documents';

/** Answers with the plain client record (no owner); run through useClientActions, which patches the changed row. */
export const ASSIGN_PHONE_NUMBER = graphql(`
  mutation AssignPhoneNumber($clientId: ID!, $phoneNumber: String!) {
    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) {
      ...ClientRecordFields
    }
  }
`);
