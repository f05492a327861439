import { randomUUID } from 'node:crypto';
import type { TestApi } from '../testing/test-api';

export interface GraphqlResult<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors: { message: string; extensions?: { code?: string } }[] | undefined;
}

let nextAddress = 0;

/** A POST /graphql through the real app; each call comes from its own IP unless one is given (the per-IP limit). */
export async function graphql<T = Record<string, unknown>>(
  api: TestApi,
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; ip?: string } = {},
): Promise<GraphqlResult<T>> {
  const response = await api.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: options.ip ?? `10.1.${Math.floor(++nextAddress / 250) % 250}.${nextAddress % 250}`,
    headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    payload: JSON.stringify({ query, variables }),
  });
  const body = response.json() as { data?: T | null; errors?: GraphqlResult['errors'] };
  return { status: response.statusCode, data: body.data ?? null, errors: body.errors };
}

export const SUBMIT = `mutation Submit($input: DemoRequestFormInput!, $key: String!) {
  submitDemoRequest(input: $input, idempotencyKey: $key) { id }
}`;

export const REQUEST_FIELDS = `id email firstName lastName companyName dealershipName phone jobRole dealerType websiteUrl
  formType status notes contactedAt createdAt updatedAt revision`;

export const LIST = `query List($search: String, $status: DemoRequestStatus, $limit: Int, $after: String) {
  demoRequests(search: $search, status: $status, limit: $limit, after: $after) { pageInfo { total totalCapped hasMore endCursor } items { ${REQUEST_FIELDS} } }
}`;

export const STATS = `query { demoRequestStats { total new contacted qualified converted rejected } }`;

export const DETAILS = `query Details($id: ID!) {
  demoRequest(id: $id) { ${REQUEST_FIELDS} history { revision kind at byEmail from to notes } }
}`;

export const CHANGE_STATUS = `mutation Change($id: ID!, $status: DemoRequestStatus!, $revision: Int!) {
  changeDemoRequestStatus(id: $id, status: $status, expectedRevision: $revision) { ${REQUEST_FIELDS} }
}`;

export const SAVE_NOTES = `mutation Notes($id: ID!, $notes: String!, $revision: Int!) {
  saveDemoRequestNotes(id: $id, notes: $notes, expectedRevision: $revision) { ${REQUEST_FIELDS} }
}`;

export const validBookDemo = () => ({
  form: 'book_demo',
  email: 'ada@dealer.example',
  fullName: 'Ada Lovelace',
  phone: '+1 (555) 010-2000',
  businessType: 'Franchise dealer',
});

export const validGetInTouch = () => ({
  form: 'get_in_touch',
  firstName: 'Grace',
  companyName: 'Hopper Autos',
  email: 'grace@autos.example',
  phone: '555 0101',
});

export const validContact = () => ({
  form: 'contact',
  firstName: 'Alan',
  companyName: 'Turing Cars',
  email: 'alan@cars.example',
  phone: '555 0102',
  message: 'Call me about pricing.',
});

/** Submits a valid book-demo form with a fresh key; resolves to the request id once it is projected. */
export async function submittedRequest(api: TestApi, overrides: Record<string, unknown> = {}): Promise<string> {
  const result = await graphql<{ submitDemoRequest: { id: string } }>(api, SUBMIT, {
    input: { ...validBookDemo(), ...overrides },
    key: randomUUID(),
  });
  if (!result.data) throw new Error(`Submission failed: ${JSON.stringify(result.errors)}`);
  await api.platform.projections.waitFor(await api.platform.eventStore.headPosition());
  return result.data.submitDemoRequest.id;
}

export async function demoRequestEvents(api: TestApi) {
  const events = [];
  for await (const event of api.platform.eventStore.readAll({ filter: { streamPrefixes: ['demo-request-'] } })) events.push(event);
  return events;
}
