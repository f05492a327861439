import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { generate } from 'otplib';

export const ADMIN = { email: 'admin@e2e.example.com', password: 'AdminPass123' };
export const PASSWORD = 'Secret123';

export const CLIENT_NAV = ['Dashboard', 'Call Logs', 'Appointments', 'Messages', 'Settings', 'Billing'];
export const ADMIN_NAV = ['Overview', 'Clients', 'Demo Requests', 'Analytics', 'Events', 'Webhooks', 'Settings'];

let counter = 0;
/** A fresh address per call, so specs running in parallel never share an account. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@e2e.example.com`;
}

export interface OutboxDoc {
  to: string;
  subject: string;
  link: string | null;
}

/** The data directory of the server under test. */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR must name the data directory of the server under test.');
  return dir;
}

/** Every mail in the dev outbox of a server's data directory (DATA_DIR/auth.db), oldest first. */
export function outboxMails(dir = dataDir()): OutboxDoc[] {
  const db = new Database(join(dir, 'auth.db'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare<[], { doc: string }>('SELECT doc FROM outbox ORDER BY seq')
      .all()
      .map((row) => JSON.parse(row.doc) as OutboxDoc);
  } finally {
    db.close();
  }
}

/** The newest link mailed to `to` (dev outbox in the server's DATA_DIR/auth.db); mail leaves off the request path. */
export async function mailedLink(to: string, subject: string, dir = dataDir()): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      () => {
        link = outboxMails(dir).findLast((doc) => doc.to === to && doc.subject === subject)?.link ?? null;
        return link;
      },
      { message: `a "${subject}" mail to ${to}` },
    )
    .not.toBeNull();
  return link as unknown as string;
}

/** Signs up through the API and confirms through the mailed link's token: a client who can sign in. */
export async function createConfirmedClient(request: APIRequestContext, prefix = 'client', dir = dataDir()): Promise<string> {
  const email = uniqueEmail(prefix);
  const signUp = await request.post('/auth/v1/signup', { data: { email, password: PASSWORD, data: { full_name: 'Test Client' } } });
  expect(signUp.ok()).toBe(true);
  const link = new URL(await mailedLink(email, 'Confirm your sign-up', dir));
  const verify = await request.post('/auth/v1/verify', {
    data: { type: 'signup', token_hash: link.searchParams.get('token_hash') },
  });
  expect(verify.ok()).toBe(true);
  return email;
}

/** Signs in on /auth (sign-in mode is the default). */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The TOTP code for a time step `stepsAhead` steps from now (a code is accepted once, one step of drift allowed). */
export function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

export function toast(page: Page, text: string) {
  return page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: true });
}

/** The sidebar of an area ('Client' or 'Admin'); on narrow screens only the slide-over shows it. */
export function sidebar(page: Page, area: 'Client' | 'Admin') {
  return page.getByRole('navigation', { name: area });
}

/** Clicks Logout and waits until the server has ended the session and the home page shows. */
export async function logout(page: Page): Promise<void> {
  const ended = page.waitForResponse((response) => response.url().includes('/auth/v1/logout') && response.status() === 204);
  await page.getByRole('button', { name: 'Logout' }).click();
  await ended;
  await expect(page).toHaveURL(/\/$/);
}
