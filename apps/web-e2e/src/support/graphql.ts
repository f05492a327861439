import { type APIRequestContext, expect } from '@playwright/test';

export interface Account {
  email: string;
  password: string;
}

/** A fresh access token of `account` (the e2e server's tokens last 8 s: take one right before use). */
export async function accessToken(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/auth/v1/token?grant_type=password', { data: account });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** POST /graphql with `token` as the bearer (anonymous without one); fails the test on any GraphQL error. */
export async function graphqlRequest<Data>(request: APIRequestContext, query: string, variables: object = {}, token?: string): Promise<Data> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await request.post('/graphql', { data: { query, variables }, headers });
  const body = (await response.json()) as { data: Data; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** POST /graphql as `account`, with a fresh token. */
export async function graphqlAs<Data>(request: APIRequestContext, account: Account, query: string, variables: object = {}): Promise<Data> {
  return graphqlRequest<Data>(request, query, variables, await accessToken(request, account));
}
