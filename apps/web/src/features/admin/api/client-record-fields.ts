import { graphql } from '@receptionist/graphql-documents';

/** The plain client record (no owner) every admin client mutation answers with; useClientActions patches the row. */
export const CLIENT_RECORD_FIELDS = graphql(`
  fragment ClientRecordFields on Client {
    id
    phoneNumber
    phoneNumberRequested
    planType
    requestedPlan
    isActive
  }
`);
