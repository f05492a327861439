import { graphql } from '@receptionist/graphql-documents';

/** Answers with the whole system status; run through useSystemStatus().act. */
export const SKIP_PROJECTOR = graphql(`
  mutation SkipProjector($name: String!) {
    skipProjector(name: $name) {
      ...SystemStatusFields
    }
  }
`);
