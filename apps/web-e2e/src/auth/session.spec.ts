import { expect, test } from '@playwright/test';
import { CLIENT_NAV, createConfirmedClient, logout, sidebar, signIn, toast } from '../support/auth';

const REFRESH = '/auth/v1/token?grant_type=refresh_token';

test.describe('session @desktop-only', () => {
  test('sign-in lands on /dashboard with the client sidebar, user label and role tag; it survives a reload', async ({ page, request }) => {
    const email = await createConfirmedClient(request, 'signin');
    await signIn(page, email);
    await expect(toast(page, 'Logged in successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    const nav = sidebar(page, 'Client');
    for (const label of CLIENT_NAV) await expect(nav.getByRole('link', { name: label })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Call Logs' })).toHaveAttribute('href', '/dashboard/calls');
    await expect(page.getByTestId('user-label')).toHaveText(email.split('@')[0]);
    await expect(page.getByText('Client', { exact: true })).toBeVisible();

    await page.reload();
    await expect(sidebar(page, 'Client')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // A signed-in visitor of /auth goes on to the dashboard; so does a new tab.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard$/);
    const secondTab = await page.context().newPage();
    await secondTab.goto('/account');
    await expect(secondTab.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  });

  test('an expired access token is refreshed silently from the cookie', async ({ page, request }) => {
    const email = await createConfirmedClient(request, 'refresh');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    const sessionsCall = (token?: string) =>
      page.waitForRequest((req) => req.url().endsWith('/auth/v1/sessions') && req.headers()['authorization'] !== token);
    const first = await Promise.all([sessionsCall(), page.getByRole('link', { name: 'Account' }).click()]);
    const firstToken = first[0].headers()['authorization'];
    await expect(page.getByText('This device')).toBeVisible();
    // The project's browser presents itself as Desktop Chrome on Windows: the device is named, the raw user-agent
    // string is its tooltip.
    const device = page.getByRole('listitem').filter({ hasText: 'This device' }).getByText('Chrome on Windows', { exact: true });
    await expect(device).toHaveAttribute('title', await page.evaluate(() => navigator.userAgent));

    // The e2e server issues 8 s access tokens: wait past expiry, then open a page that calls the API again.
    // The dashboard's own queries are the first to need a token, so they trigger the refresh.
    await page.waitForTimeout(8_500);
    const [refresh] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith(REFRESH)),
      page.getByRole('link', { name: 'Dashboard' }).click(),
    ]);
    expect(refresh.status()).toBe(200);
    const [second] = await Promise.all([sessionsCall(firstToken), page.getByRole('link', { name: 'Account' }).click()]);
    expect(second.headers()['authorization']).toMatch(/^Bearer /);
    await expect(page.getByText('This device')).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
  });

  test('Logout signs out, goes home, and signs out the other tabs', async ({ page, request }) => {
    const email = await createConfirmedClient(request, 'logout');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    const otherTab = await page.context().newPage();
    await otherTab.goto('/account');
    await expect(otherTab.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();

    await logout(page);
    await expect(otherTab).toHaveURL(/\/auth$/);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('an anonymous visitor never triggers a refresh that can only fail; after logout neither', async ({ page, request }) => {
    const refreshes: string[] = [];
    const consoleErrors: string[] = [];
    page.on('request', (sent) => sent.url().includes(REFRESH) && refreshes.push(`from ${page.url()}`));
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // /auth decides whether to redirect a signed-in visitor: its form shows once the session question is answered.
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    expect(refreshes).toEqual([]);
    expect(consoleErrors).toEqual([]);

    const email = await createConfirmedClient(request, 'anon-refresh');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await logout(page);
    refreshes.length = 0;
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(refreshes).toEqual([]);
  });
});
