import { graphql } from '../../../../lib/graphql/generated';
import { useGraphQLMutation } from '../../../../lib/graphql/use-graphql';

export const SAVE_DEMO_REQUEST_NOTES = graphql(`
  mutation SaveDemoRequestNotes($id: ID!, $notes: String!, $expectedRevision: Int!) {
    saveDemoRequestNotes(id: $id, notes: $notes, expectedRevision: $expectedRevision) {
      id email firstName lastName companyName phone formType status contactedAt createdAt revision
      dealershipName jobRole dealerType websiteUrl notes history { revision kind at byEmail from to notes }
    }
  }
`);

export const useSaveDemoRequestNotes = () => useGraphQLMutation(SAVE_DEMO_REQUEST_NOTES);
