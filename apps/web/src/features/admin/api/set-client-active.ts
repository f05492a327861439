import { graphql } from '@receptionist/graphql-documents';

/** Answers with the plain client record (no owner); run through useClientActions, which patches the changed row. */
export const SET_CLIENT_ACTIVE = graphql(`
  mutation SetClientActive($clientId: ID!, $active: Boolean!) {
    setClientActive(clientId: $clientId, active: $active) {
      ...ClientRecordFields
    }
  }
`);
