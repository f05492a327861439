import { graphql } from '@receptionist/graphql-documents';

/** A request as the admin list shows it (one row). */
export const DEMO_REQUEST_ROW_FIELDS = graphql(`
  fragment DemoRequestRowFields on DemoRequest {
    id
    email
    firstName
    lastName
    companyName
    phone
    formType
    status
    contactedAt
    createdAt
    revision
  }
`);

/** The whole request as the details dialog shows it: what DemoRequest asks for and the request mutations answer with. */
export const DEMO_REQUEST_FIELDS = graphql(`
  fragment DemoRequestFields on DemoRequest {
    ...DemoRequestRowFields
    dealershipName
    jobRole
    dealerType
    websiteUrl
    notes
    history {
      revision
      kind
      at
      byEmail
      from
      to
      notes
    }
  }
`);
