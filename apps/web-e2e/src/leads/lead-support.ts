import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { graphql as gql, type DemoRequestStatus, type E2eLeadsMatchingQuery } from '@receptionist/graphql-documents';
import { ADMIN, PASSWORD, signIn, uniqueEmail } from '../support/auth';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { accessToken, graphqlRequest } from '../support/graphql';

export type StoredLead = E2eLeadsMatchingQuery['demoRequests']['items'][number];

/** A short tag unique to one test, put into names and e-mails so a search finds only that test's leads. */
export function uniqueTag(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** POST /graphql; as the e2e admin unless `anonymous`. Fails the test on GraphQL errors. */
export async function graphql<Data, Variables>(
  request: APIRequestContext,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables = {} as Variables,
  anonymous = false,
): Promise<Data> {
  return graphqlRequest(request, document, variables, anonymous ? undefined : await accessToken(request, ADMIN));
}

/** The stored leads whose name, e-mail or company contains `search`, newest first (read as the admin). */
export async function leadsMatching(request: APIRequestContext, search: string): Promise<StoredLead[]> {
  const data = await graphql(
    request,
    gql(`
      query E2eLeadsMatching($search: String) {
        demoRequests(search: $search, limit: 200) {
          items { id email firstName lastName companyName phone jobRole dealerType websiteUrl formType status notes contactedAt revision }
        }
      }
    `),
    { search },
  );
  return data.demoRequests.items;
}

/**
 * The leads matching `search` once the admin list shows one: a public submission is answered when its event is stored,
 * and the list's read model takes it a moment later (the public form promises no read-your-writes).
 */
export async function submittedLeads(request: APIRequestContext, search: string): Promise<StoredLead[]> {
  let leads: StoredLead[] = [];
  await expect.poll(async () => (leads = await leadsMatching(request, search)).length).toBeGreaterThan(0);
  return leads;
}

/** Submits a book-demo form 1 lead through the public API; answers its id. */
export async function submitBookDemoLead(
  request: APIRequestContext,
  fields: { email: string; fullName: string; phone?: string; businessType?: string },
) {
  const data = await graphql(
    request,
    gql(`mutation E2eSubmitLead($input: DemoRequestFormInput!, $key: String!) { submitDemoRequest(input: $input, idempotencyKey: $key) { id } }`),
    { input: { form: 'book_demo', phone: '555 0100', businessType: 'Franchise dealer', ...fields }, key: randomUUID() },
    true,
  );
  return data.submitDemoRequest.id;
}

export async function changeStatus(request: APIRequestContext, id: string, status: string, expectedRevision: number): Promise<void> {
  await graphql(
    request,
    gql(
      `mutation E2eChangeStatus($id: ID!, $status: DemoRequestStatus!, $rev: Int!) { changeDemoRequestStatus(id: $id, status: $status, expectedRevision: $rev) { id } }`,
    ),
    { id, status: status as DemoRequestStatus, rev: expectedRevision },
  );
}

export const adminStats = (request: APIRequestContext) =>
  graphql(request, gql(`query E2eLeadStats { demoRequestStats { total new contacted qualified converted rejected } }`)).then(
    (data) => data.demoRequestStats,
  );

/** Signs in as an admin and opens /admin/demo-requests, optionally searching for `search`. */
export async function openDemoRequests(page: Page, search?: string, account = ADMIN): Promise<void> {
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/(admin|dashboard)$/, { timeout: 15_000 });
  await page.goto('/admin/demo-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Requests' })).toBeVisible({ timeout: 15_000 });
  if (!search) return;
  await page.getByPlaceholder('Search by name, email, or company...').fill(search);
  // The table answers the search after a debounce: until then it lists every request, and a row acted on then is
  // replaced when the answer comes (a status change or a dialog lost with it). Wait until every row listed matches.
  const rows = page.getByRole('table', { name: 'Demo requests' }).getByRole('row');
  await expect(rows.filter({ has: page.getByRole('button', { name: /^View / }) }).filter({ hasNotText: search })).toHaveCount(0);
}

/** The table row of the lead whose e-mail is `email`. */
export const leadRow = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

/**
 * A second administrator, made with the admin:create CLI on the server's data directory (the API offers no way to
 * create one); falls back to the e2e admin itself if the CLI cannot run, which still proves the fan-out.
 */
export function secondAdmin(): { email: string; password: string } {
  const account = { email: uniqueEmail('admin2'), password: PASSWORD };
  try {
    execFileSync(process.execPath, ['dist/node/tools/src/cli/admin-create.js', '--email', account.email, '--password', account.password], {
      cwd: join(__dirname, '../../../..'),
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
      stdio: 'pipe',
    });
    return account;
  } catch {
    return ADMIN;
  }
}
