import { graphql } from '@receptionist/graphql-documents';
import { useGraphQLMutation } from '../../../../lib/graphql/use-graphql';

export const SAVE_DEMO_REQUEST_NOTES = graphql(`
  mutation SaveDemoRequestNotes($id: ID!, $notes: String!, $expectedRevision: Int!) {
    saveDemoRequestNotes(id: $id, notes: $notes, expectedRevision: $expectedRevision) {
      ...DemoRequestFields
    }
  }
`);

export const useSaveDemoRequestNotes = () => useGraphQLMutation(SAVE_DEMO_REQUEST_NOTES);
