import { graphql } from '@receptionist/graphql-documents';

/** The system status as the page shows it: what SystemStatus asks for and both projector actions answer with. */
export const SYSTEM_STATUS_FIELDS = graphql(`
  fragment SystemStatusFields on SystemStatus {
    eventStore
    readStore
    headPosition
    projectors {
      name
      version
      status
      position
      failure {
        position
        eventId
        type
        error
      }
    }
  }
`);
