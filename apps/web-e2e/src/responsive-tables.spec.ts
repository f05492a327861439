import { expect, type Locator, type Page, test } from '@playwright/test';
import { graphql } from '@receptionist/graphql-documents';
import { card, clientIdOf, postPlatformCall, signInNewClient } from './clients/client-area-support';
import { submitBookDemoLead, uniqueTag } from './leads/lead-support';
import { createClientRecord } from './admin/admin-support';
import { ADMIN, PASSWORD, signIn } from './support/auth';
import { blockingViolations } from './support/axe';
import { graphqlAs } from './support/graphql';
import { expectNoHorizontalOverflow } from './support/site';

/**
 * Each row is a card inside the 360px screen, with all its content inside it, and its first field is labelled with its
 * column's header. Measured in the page in one pass: the admin lists hold up to a page of 50 rows by the end of a run.
 */
async function expectCards(rows: Locator, firstLabel: string): Promise<void> {
  await expect(rows.first()).toBeVisible();
  const width = rows.page().viewportSize()?.width ?? 0;
  const problems = await rows.evaluateAll(
    (cards, screenWidth) =>
      cards.flatMap((card) => {
        const { left, right } = card.getBoundingClientRect();
        const name = card.textContent?.slice(0, 40);
        const outside = left < 0 || right > screenWidth ? [`card "${name}" spans ${left}–${right}`] : [];
        const sticksOut = [...card.querySelectorAll('td *')]
          .filter((inner) => inner.getBoundingClientRect().right > right + 0.5)
          .map((inner) => `"${inner.textContent}" sticks out of card "${name}"`);
        return [...outside, ...sticksOut];
      }),
    width,
  );
  expect(problems).toEqual([]);
  const label = await rows
    .first()
    .getByRole('cell')
    .first()
    .evaluate((cell) => getComputedStyle(cell, '::before').content);
  expect(label).toBe(`"${firstLabel}"`);
}

const ADD_ENDPOINT = graphql(`
  mutation E2ePhoneAddWebhookEndpoint($input: WebhookEndpointInput!) {
    addWebhookEndpoint(input: $input) {
      endpoint {
        id
      }
    }
  }
`);

/** The "Filters" button opens the drawer of filters; answers the drawer. */
async function openFilters(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function closeFilters(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
}

test.describe('tables and filters on a 360px phone @mobile-only', () => {
  test('the call log and recent calls are cards, and the filters are in a drawer that filters the list', async ({ page, request }) => {
    const email = await signInNewClient(page, request, 'phone-calls');
    const clientId = await clientIdOf(request, email);
    await postPlatformCall(request, clientId, { caller_number: '+1 (555) 321-0001', outcome: 'missed', duration_seconds: 0 });
    await postPlatformCall(request, clientId, { caller_number: '+1 (555) 321-0002', outcome: 'booked_appointment', duration_seconds: 125 });

    await page.reload();
    const recent = card(page, 'Recent Call Logs').locator('[data-call-id]');
    await expect(recent).toHaveCount(2);
    await expectCards(recent, 'Caller');
    await expectNoHorizontalOverflow(page);

    await page.goto('/dashboard/calls');
    await expect(page.getByRole('heading', { level: 1, name: 'Call Logs' })).toBeVisible();
    // The only table on the page; not looked up through its card, which the open drawer hides from assistive tech.
    const rows = page.locator('[data-call-id]');
    await expect(rows).toHaveCount(2);
    await expectCards(rows, 'Caller');
    await expect(rows.filter({ hasText: '+1 (555) 321-0002' })).toContainText('2m 5s');
    await expectNoHorizontalOverflow(page);
    // Only the search stays on the first screen; the other four filters wait in the drawer.
    await expect(page.getByLabel('Search', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Outcome', { exact: true })).toBeHidden();

    const drawer = await openFilters(page);
    // The open drawer is a labelled modal dialog that axe finds nothing serious in.
    expect(await blockingViolations(page)).toEqual([]);
    await drawer.getByLabel('Outcome', { exact: true }).selectOption({ label: 'Missed' });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('+1 (555) 321-0001');
    await closeFilters(page);
    await expect(page.getByRole('button', { name: 'Filters 1 active' })).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expectNoHorizontalOverflow(page);

    // The drawer shows the filter as chosen, and clearing it there brings every call back.
    const again = await openFilters(page);
    await expect(again.getByLabel('Outcome', { exact: true })).toHaveValue('missed');
    await again.getByLabel('Outcome', { exact: true }).selectOption({ label: 'All outcomes' });
    await expect(rows).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  });

  test('the admin tables are cards, and the clients and demo-request filters are in a drawer', async ({ page, request }) => {
    const tag = uniqueTag('phone');
    await createClientRecord(request, { requests: true });
    await submitBookDemoLead(request, { email: `${tag}@dealer.example`, fullName: `Phone Lead ${tag}` });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);

    const allClients = page
      .getByRole('table', { name: 'All Clients' })
      .locator('tbody tr')
      .filter({ has: page.getByRole('button', { name: /^Edit / }) });
    await expectCards(allClients, 'Business Name');
    await expectNoHorizontalOverflow(page);

    await page.goto('/admin/clients');
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    const clients = page
      .getByRole('table', { name: 'Clients' })
      .locator('tbody tr')
      .filter({ has: page.getByRole('button', { name: /^Edit / }) });
    await expectCards(clients, 'Business Name');
    await expectNoHorizontalOverflow(page);
    await expect(page.getByLabel('Status', { exact: true })).toBeHidden();
    const drawer = await openFilters(page);
    await drawer.getByLabel('Status', { exact: true }).selectOption('inactive');
    await expect(page).toHaveURL(/\/admin\/clients\?status=inactive$/);
    await closeFilters(page);
    await expect(page.getByRole('button', { name: 'Filters 1 active' })).toBeVisible();
    await expectNoHorizontalOverflow(page);

    await page.goto('/admin/demo-requests');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Requests' })).toBeVisible();
    await page.getByPlaceholder('Search by name, email, or company...').fill(tag);
    const leads = page.locator('[data-request-id]');
    await expect(leads).toHaveCount(1);
    await expectCards(leads, 'Date');
    await expect(leads.first()).toContainText(`Phone Lead ${tag}`);
    await expectNoHorizontalOverflow(page);
    const leadFilters = await openFilters(page);
    await leadFilters.getByRole('combobox', { name: 'Filter by status' }).selectOption({ label: 'Contacted' });
    await closeFilters(page);
    await expect(page.getByText('No requests found')).toBeVisible();
    await expect(leads).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Filters 1 active' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });

  test("an endpoint's delivery log is cards with the endpoint's URL above and the replay form below", async ({ page, request }) => {
    const email = await signInNewClient(page, request, 'phone-webhooks');
    const clientId = await clientIdOf(request, email);
    const { addWebhookEndpoint } = await graphqlAs(request, { email, password: PASSWORD }, ADD_ENDPOINT, {
      input: { url: 'https://93.184.215.14/hooks/a-rather-long-path/that-must-wrap-on-a-phone', events: ['call.completed'] },
    });
    await postPlatformCall(request, clientId, { caller_number: '+1 (555) 321-0009' });

    await page.goto(`/dashboard/webhooks/${addWebhookEndpoint.endpoint.id}`);
    await expect(page.getByTestId('endpoint-url')).toContainText('a-rather-long-path');
    const rows = page.locator('[data-delivery-id]');
    await expectCards(rows, 'Time');
    await expect(page.getByRole('form', { name: 'Replay a range' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
