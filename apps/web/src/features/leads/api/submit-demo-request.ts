import { graphql } from '@receptionist/graphql-documents';
import { useGraphQLMutation } from '../../../lib/graphql/use-graphql';

export const SUBMIT_DEMO_REQUEST = graphql(`
  mutation SubmitDemoRequest($input: DemoRequestFormInput!, $idempotencyKey: String!) {
    submitDemoRequest(input: $input, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

/** Sends a public form; resolves to the result (with `error` when it failed). */
export const useSubmitDemoRequest = () => useGraphQLMutation(SUBMIT_DEMO_REQUEST);
