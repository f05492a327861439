import type { LeadFormSubmission } from '@receptionist/contracts';

export const SUBMIT_DEMO_REQUEST = /* GraphQL */ `
  mutation SubmitDemoRequest($input: DemoRequestFormInput!, $idempotencyKey: String!) {
    submitDemoRequest(input: $input, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`;

export interface SubmitDemoRequestData {
  submitDemoRequest: { id: string };
}

export interface SubmitDemoRequestVariables {
  /** A public form's fields; `honeypot` is the hidden field only bots fill in. */
  input: LeadFormSubmission & { honeypot?: string };
  idempotencyKey: string;
}
