import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ADMIN, createConfirmedClient, PASSWORD } from '../support/auth';

/** A fresh access token (the e2e server's tokens last 8 s: take one right before use). */
export async function accessToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/auth/v1/token?grant_type=password', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A GraphQL request with the user's bearer token; fails the test on any GraphQL error. */
export async function graphqlAs<T>(request: APIRequestContext, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/graphql', { headers: { authorization: `Bearer ${token}` }, data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

export interface TestClient {
  email: string;
  businessName: string;
}

/**
 * A confirmed client whose record exists (as after the first dashboard visit), with a unique business name; with
 * `requests`, the owner has asked for a phone number and for the Pro plan.
 */
export async function createClientRecord(request: APIRequestContext, options: { requests?: boolean } = {}): Promise<TestClient> {
  const email = await createConfirmedClient(request, 'admin-area');
  const token = await accessToken(request, email, PASSWORD);
  const businessName = `Motors ${email.split('@')[0]}`;
  await graphqlAs(request, token, 'query { myClient { id } }');
  await graphqlAs(request, token, 'mutation($value: String!) { updateClientSetting(field: "business_name", value: $value) { id } }', { value: businessName });
  if (options.requests) {
    await graphqlAs(request, token, 'mutation { requestPhoneNumber { id } }');
    await graphqlAs(request, token, 'mutation { requestPlanChange(plan: "pro") { id } }');
  }
  return { email, businessName };
}

export function adminToken(request: APIRequestContext): Promise<string> {
  return accessToken(request, ADMIN.email, ADMIN.password);
}

/** The figure a stat card shows, e.g. 'Monthly Revenue' → '$1,234'. */
export function statValue(page: Page, label: string) {
  return page.getByRole('region', { name: label }).getByTestId('stat-value');
}
