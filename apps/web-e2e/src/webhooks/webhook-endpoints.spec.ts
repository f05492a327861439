import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { WEBHOOK_MESSAGES } from '@receptionist/contracts';
import { ADMIN, sidebar, signIn, toast } from '../support/auth';
import { expectNoHorizontalOverflow } from '../support/site';
import { card, clientIdOf, postPlatformCall, signInNewClient } from '../clients/client-area-support';

/** A public address written as an IP literal: the check needs no DNS, and nothing is sent to it here. */
const PUBLIC_URL = 'https://93.184.215.14/hook';

/** Reads the secret from its dialog, checks it is shown with a Copy button, and closes the dialog. */
async function secretFromDialog(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Your signing secret' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible();
  const secret = (await dialog.getByTestId('webhook-secret').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  return secret;
}

/** A new client's owner on /dashboard/settings: its Webhooks card, loaded and empty (and the owner's email). */
async function newOwnerWebhooks(page: Page, request: APIRequestContext, prefix: string): Promise<{ webhooks: Locator; email: string }> {
  const email = await signInNewClient(page, request, prefix);
  await page.goto('/dashboard/settings');
  const webhooks = card(page, 'Webhooks');
  // The settings page loads a dozen cards at once; on a busy 2-core machine that can take a while.
  await expect(webhooks.getByText('No endpoints yet.')).toBeVisible({ timeout: 30_000 });
  return { webhooks, email };
}

const endpointItem = (webhooks: Locator, url: string) => webhooks.getByRole('listitem', { name: url });

/** Opens an endpoint's edit dialog and waits for its form to hold the endpoint's URL. */
async function openEditDialog(page: Page, item: Locator, url: string): Promise<Locator> {
  await item.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit endpoint' });
  await expect(dialog.getByLabel('Endpoint URL')).toHaveValue(url);
  return dialog;
}

test.describe('webhook endpoints', () => {
  test('an owner adds an endpoint, sees its secret once, pauses, resumes, rotates and removes it; a loopback URL is refused', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const { webhooks } = await newOwnerWebhooks(page, request, 'webhooks');

    // The shared E2E API runs without WEBHOOKS_ALLOW_PRIVATE: a loopback receiver is refused under the URL field.
    await webhooks.getByLabel('Endpoint URL').fill('http://127.0.0.1:9/hook');
    await webhooks.getByText('Call completed').click();
    await webhooks.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(webhooks.getByText(WEBHOOK_MESSAGES.urlPrivate)).toBeVisible();
    await expect(webhooks.getByText('No endpoints yet.')).toBeVisible();

    await webhooks.getByLabel('Endpoint URL').fill(PUBLIC_URL);
    await webhooks.getByLabel('Description').fill('Dealer CRM');
    await webhooks.getByText('Message taken').click();
    await webhooks.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = await secretFromDialog(page);
    await expect(toast(page, 'Endpoint Added')).toBeVisible();

    const item = endpointItem(webhooks, PUBLIC_URL);
    await expect(item.getByText('Dealer CRM')).toBeVisible();
    await expect(item.getByText('Call completed')).toBeVisible();
    await expect(item.getByText('Message taken')).toBeVisible();
    await expect(item.getByText('Active', { exact: true })).toBeVisible();
    await expect(item.getByTestId('secret-hint')).toHaveText(`whsec_…${secret.slice(-4)}`);
    await expect(item.getByRole('link', { name: 'Deliveries' })).toHaveAttribute('href', /^\/dashboard\/webhooks\/[0-9a-f-]{36}$/);
    await expectNoHorizontalOverflow(page);

    // After a reload only the hint is left.
    await page.reload();
    await expect(endpointItem(webhooks, PUBLIC_URL).getByTestId('secret-hint')).toHaveText(`whsec_…${secret.slice(-4)}`, { timeout: 30_000 });
    expect(await page.content()).not.toContain(secret);

    // Each toast shows once the server answered, before the list is fetched again.
    await item.getByRole('button', { name: 'Pause' }).click();
    await expect(toast(page, 'Endpoint Paused')).toBeVisible();
    await expect(item.getByText('Paused', { exact: true })).toBeVisible();
    await item.getByRole('button', { name: 'Resume' }).click();
    await expect(toast(page, 'Endpoint Resumed')).toBeVisible();
    await expect(item.getByText('Active', { exact: true })).toBeVisible();

    await item.getByRole('button', { name: 'Rotate secret' }).click();
    const rotated = await secretFromDialog(page);
    await expect(toast(page, 'Secret Rotated')).toBeVisible();
    expect(rotated).not.toBe(secret);
    await expect(item.getByTestId('secret-hint')).toHaveText(`whsec_…${rotated.slice(-4)}`);

    await item.getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove this endpoint?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, 'Endpoint Removed')).toBeVisible();
    await expect(webhooks.getByText('No endpoints yet.')).toBeVisible();
  });

  test("an endpoint's delivery log shows a new call's delivery without a reload", async ({ page, request }) => {
    const { webhooks, email } = await newOwnerWebhooks(page, request, 'webhook-log');
    const clientId = await clientIdOf(request, email);
    await webhooks.getByLabel('Endpoint URL').fill(PUBLIC_URL);
    await webhooks.getByText('Call completed').click();
    await webhooks.getByRole('button', { name: 'Add endpoint' }).click();
    await secretFromDialog(page);
    await endpointItem(webhooks, PUBLIC_URL).getByRole('link', { name: 'Deliveries' }).click();
    await expect(page.getByText('Nothing has been sent to this endpoint yet.')).toBeVisible();

    await postPlatformCall(request, clientId, { caller_number: '+1 (555) 321-0042' });
    const rows = page.locator('[data-delivery-id]');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Call completed');
  });

  test("an owner edits an endpoint's description and events, keeping its secret; a loopback URL is refused in the dialog and changes nothing", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { webhooks } = await newOwnerWebhooks(page, request, 'webhook-edit');
    await webhooks.getByLabel('Endpoint URL').fill(PUBLIC_URL);
    await webhooks.getByLabel('Description').fill('Dealer CRM');
    await webhooks.getByText('Call completed').click();
    await webhooks.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = await secretFromDialog(page);
    const item = endpointItem(webhooks, PUBLIC_URL);

    const dialog = await openEditDialog(page, item, PUBLIC_URL);
    await expect(dialog.getByLabel('Description')).toHaveValue('Dealer CRM');
    await expect(dialog.getByRole('checkbox', { name: 'Call completed' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Message taken' })).not.toBeChecked();
    await dialog.getByLabel('Description').fill('Service desk');
    await dialog.getByText('Call completed').click();
    await dialog.getByText('Message taken').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Endpoint Saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(item.getByText('Service desk')).toBeVisible();
    await expect(item.getByText('Message taken')).toBeVisible();
    await expect(item.getByText('Call completed')).toHaveCount(0);
    await expect(item.getByTestId('secret-hint')).toHaveText(`whsec_…${secret.slice(-4)}`);
    await page.reload();
    await expect(item.getByText('Service desk')).toBeVisible({ timeout: 30_000 });
    await expect(item.getByText('Message taken')).toBeVisible();
    await expect(item.getByText('Call completed')).toHaveCount(0);

    // The shared E2E API refuses a loopback receiver: the message stands under the URL, and the dialog stays open.
    const refused = await openEditDialog(page, item, PUBLIC_URL);
    await refused.getByLabel('Endpoint URL').fill('http://127.0.0.1:9/hook');
    await refused.getByRole('button', { name: 'Save' }).click();
    await expect(refused.getByLabel('Endpoint URL')).toHaveAccessibleErrorMessage(WEBHOOK_MESSAGES.urlPrivate);
    await refused.getByRole('button', { name: 'Cancel' }).click();
    await expect(refused).toBeHidden();
    // Opened again, the form starts from the endpoint as it is, not from the refused draft.
    await (await openEditDialog(page, item, PUBLIC_URL)).getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await expect(item.getByText('Service desk')).toBeVisible({ timeout: 30_000 });
    await expect(webhooks.getByText('127.0.0.1')).toHaveCount(0);
  });

  test('an administrator adds a lead endpoint on /admin/webhooks and edits its description', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    if (test.info().project.name === 'desktop') await sidebar(page, 'Admin').getByRole('link', { name: 'Webhooks', exact: true }).click();
    else await page.goto('/admin/webhooks');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

    const url = `https://93.184.215.14/leads/${test.info().project.name}-${Date.now()}`;
    const webhooks = card(page, 'Webhooks');
    // Leads are the administrators' one event: it is chosen already.
    await expect(webhooks.getByRole('checkbox', { name: 'New lead' })).toBeChecked();
    await webhooks.getByLabel('Endpoint URL').fill(url);
    await webhooks.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = await secretFromDialog(page);
    const item = endpointItem(webhooks, url);
    await expect(item.getByText('New lead')).toBeVisible();
    await expect(item.getByTestId('secret-hint')).toHaveText(`whsec_…${secret.slice(-4)}`);
    await expect(item.getByRole('link', { name: 'Deliveries' })).toHaveAttribute('href', /^\/admin\/webhooks\/[0-9a-f-]{36}$/);
    await expectNoHorizontalOverflow(page);

    const dialog = await openEditDialog(page, item, url);
    await expect(dialog.getByRole('checkbox', { name: 'New lead' })).toBeChecked();
    await dialog.getByLabel('Description').fill('Sales CRM');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(item.getByText('Sales CRM')).toBeVisible();

    await item.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('alertdialog', { name: 'Remove this endpoint?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(item).toBeHidden();
  });
});
