import { graphql } from '@receptionist/graphql-documents';
import { useGraphQLMutation } from '../../../../lib/graphql/use-graphql';

export const CHANGE_DEMO_REQUEST_STATUS = graphql(`
  mutation ChangeDemoRequestStatus($id: ID!, $status: DemoRequestStatus!, $expectedRevision: Int!) {
    changeDemoRequestStatus(id: $id, status: $status, expectedRevision: $expectedRevision) {
      ...DemoRequestFields
    }
  }
`);

export const useChangeDemoRequestStatus = () => useGraphQLMutation(CHANGE_DEMO_REQUEST_STATUS);
