import { expect, type Page, test } from '@playwright/test';
import { graphql } from '@receptionist/graphql-documents';
import { clientIdOf, postPlatformCall } from './clients/client-area-support';
import { ADMIN, createConfirmedClient, PASSWORD, signIn } from './support/auth';
import { blockingViolations } from './support/axe';
import { graphqlAs } from './support/graphql';

const ADD_ENDPOINT = graphql(`
  mutation E2eAxeAddWebhookEndpoint($input: WebhookEndpointInput!) {
    addWebhookEndpoint(input: $input) {
      endpoint {
        id
      }
    }
  }
`);

const ENDPOINT_URL = 'https://93.184.215.14/hooks/axe';

/** Opens each page and checks it once its heading and content have loaded. */
async function expectAccessible(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Loading...')).toHaveCount(0);
      expect(await blockingViolations(page)).toEqual([]);
    });
  }
}

test('axe finds no serious or critical violations on the client pages, with a logged call', async ({ page, request }) => {
  test.slow(); // five pages, each analysed by axe
  const email = await createConfirmedClient(request, 'axe-client');
  await signIn(page, email);
  // The success toast, once it has faded in: white on green must still read (WCAG AA contrast).
  const toast = page.locator('[data-type=success]').filter({ hasText: 'Logged in successfully!' });
  // A hovered toast stays. Hovered at once (no wait for its entry animation to settle): on a busy machine the 4 s
  // could otherwise pass first, and axe would find no toast.
  await toast.hover({ force: true });
  await expect(toast).toHaveCSS('opacity', '1');
  expect(await blockingViolations(page, '[data-type=success]')).toEqual([]);
  await expect(page).toHaveURL(/\/dashboard$/);
  await postPlatformCall(request, await clientIdOf(request, email));
  await expectAccessible(page, ['/dashboard', '/dashboard/calls', '/dashboard/settings', '/dashboard/billing', '/account']);
});

test("axe finds no serious or critical violations on an endpoint's delivery log, its attempts dialog and its edit dialog", async ({
  page,
  request,
}) => {
  test.slow(); // two pages and two dialogs, each analysed by axe
  const email = await createConfirmedClient(request, 'axe-webhooks');
  const { addWebhookEndpoint } = await graphqlAs(request, { email, password: PASSWORD }, ADD_ENDPOINT, {
    input: { url: ENDPOINT_URL, events: ['call.completed'] },
  });
  await postPlatformCall(request, await clientIdOf(request, email));
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectAccessible(page, [`/dashboard/webhooks/${addWebhookEndpoint.endpoint.id}`]);
  await page.locator('[data-delivery-id]').getByRole('button', { name: 'Attempts' }).click();
  await expect(page.getByRole('dialog', { name: 'Delivery attempts' }).getByText('Body sent')).toBeVisible();
  expect(await blockingViolations(page, '[role=dialog]')).toEqual([]);
  await page.goto('/dashboard/settings');
  await page.getByRole('listitem', { name: ENDPOINT_URL }).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit endpoint' }).getByLabel('Endpoint URL')).toHaveValue(ENDPOINT_URL);
  expect(await blockingViolations(page, '[role=dialog]')).toEqual([]);
});

test('axe finds no serious or critical violations on the admin pages, with page views to chart', async ({ page }) => {
  test.slow(); // six pages, each analysed by axe
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expectAccessible(page, [
    '/admin',
    '/admin/clients',
    '/admin/demo-requests',
    '/admin/analytics',
    '/admin/events',
    '/admin/webhooks',
    '/admin/settings',
    '/account',
  ]);
});

test('the admin loading states name themselves to assistive technology @desktop-only', async ({ page }) => {
  // The client list and the system status are held back until axe has read their spinners.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/graphql(\?|$)/, async (route) => {
    if (/AdminClients|SystemStatus/.test(`${route.request().url()} ${route.request().postData() ?? ''}`)) await held;
    await route.continue();
  });
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('status', { name: 'Loading clients' })).toBeVisible();
  expect(await blockingViolations(page, 'main')).toEqual([]);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('status', { name: 'Loading system status' })).toBeVisible();
  expect(await blockingViolations(page, 'main')).toEqual([]);
  release();
  await expect(page.getByTestId('Event store')).toHaveText('SQLite (embedded)');
});
