import { type APIRequestContext, expect } from '@playwright/test';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

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

/**
 * POST /graphql of a typed document (`graphql()` from ./generated, generated from apps/api/schema.graphql) with
 * `token` as the bearer (anonymous without one); fails the test on any GraphQL error.
 */
export async function graphqlRequest<Data, Variables>(
  request: APIRequestContext,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables = {} as Variables,
  token?: string,
): Promise<Data> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await request.post('/graphql', { data: { query: print(document), variables }, headers });
  const body = (await response.json()) as { data: Data; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** POST /graphql as `account`, with a fresh token. */
export async function graphqlAs<Data, Variables>(
  request: APIRequestContext,
  account: Account,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables = {} as Variables,
): Promise<Data> {
  return graphqlRequest(request, document, variables, await accessToken(request, account));
}
