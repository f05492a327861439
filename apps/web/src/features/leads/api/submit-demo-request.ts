import { graphql } from '../../../lib/graphql/generated';

export const SUBMIT_DEMO_REQUEST = graphql(`
  mutation SubmitDemoRequest($input: DemoRequestFormInput!, $idempotencyKey: String!) {
    submitDemoRequest(input: $input, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);
