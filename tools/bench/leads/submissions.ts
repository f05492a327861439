import { randomUUID } from 'node:crypto';

const SUBMIT = `mutation Submit($input: DemoRequestFormInput!, $key: String!) {
  submitDemoRequest(input: $input, idempotencyKey: $key) { id }
}`;

const FORM = { form: 'book_demo', email: 'ada@dealer.example', fullName: 'Ada Lovelace', phone: '+1 (555) 010-2000', businessType: 'Franchise dealer' };

/** The row book-demo form 1 records (spec section 7), as the bare endpoint receives it. */
const ROW = { formType: 'book_demo', email: FORM.email, firstName: FORM.fullName, companyName: null, phone: FORM.phone, dealerType: FORM.businessType, notes: null };

export type Submit = () => Promise<{ id: string }>;

async function postJson(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** One book-demo submission through the API's public GraphQL mutation, with a fresh idempotency key. */
export function apiSubmission(apiUrl: string): Submit {
  return async () => {
    const body = await postJson(`${apiUrl}/graphql`, { query: SUBMIT, variables: { input: FORM, key: randomUUID() } });
    const data = body['data'] as { submitDemoRequest: { id: string } } | null;
    if (!data) throw new Error(`Submission refused: ${JSON.stringify(body['errors'])}`);
    return data.submitDemoRequest;
  };
}

export function bareSubmission(bareUrl: string): Submit {
  return async () => (await postJson(`${bareUrl}/demo-requests`, ROW)) as { id: string };
}
