import { graphql } from '../../../../lib/graphql/generated';
import { useGraphQLMutation } from '../../../../lib/graphql/use-graphql';

export const CHANGE_DEMO_REQUEST_STATUS = graphql(`
  mutation ChangeDemoRequestStatus($id: ID!, $status: DemoRequestStatus!, $expectedRevision: Int!) {
    changeDemoRequestStatus(id: $id, status: $status, expectedRevision: $expectedRevision) {
      id email firstName lastName companyName phone formType status contactedAt createdAt revision
      dealershipName jobRole dealerType websiteUrl notes history { revision kind at byEmail from to notes }
    }
  }
`);

export const useChangeDemoRequestStatus = () => useGraphQLMutation(CHANGE_DEMO_REQUEST_STATUS);
