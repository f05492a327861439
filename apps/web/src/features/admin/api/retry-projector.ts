import { graphql } from '@receptionist/graphql-documents';

/** Answers with the whole system status; run through useSystemStatus().act. */
export const RETRY_PROJECTOR = graphql(`
  mutation RetryProjector($name: String!) {
    retryProjector(name: $name) {
      ...SystemStatusFields
    }
  }
`);
