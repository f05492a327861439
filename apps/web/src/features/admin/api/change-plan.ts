import { graphql } from '@receptionist/graphql-documents';

/** Answers with the plain client record (no owner); run through useClientActions, which patches the changed row. */
export const CHANGE_PLAN = graphql(`
  mutation ChangePlan($clientId: ID!, $plan: String!) {
    changePlan(clientId: $clientId, plan: $plan) {
      ...ClientRecordFields
    }
  }
`);
