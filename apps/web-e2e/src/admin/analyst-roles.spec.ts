import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN, createConfirmedClient, PASSWORD, signIn, toast } from '../support/auth';
import { accessToken } from '../support/graphql';
import { submitBookDemoLead, uniqueTag } from '../leads/lead-support';

const ANALYST_NAV = ['Overview', 'Clients', 'Demo Requests', 'Analytics', 'Events'];

async function signedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

/** On /admin/settings: finds the user by e-mail and grants or revokes one role, confirming the dialog. */
async function changeRole(admin: Page, email: string, button: string, toastTitle: string) {
  await admin.goto('/admin/settings');
  await admin.getByLabel('Find a user by e-mail').fill(email);
  await admin.getByRole('button', { name: 'Find user' }).click();
  const row = admin.getByTestId('team-member').filter({ hasText: email }).first();
  await row.getByRole('button', { name: button, exact: true }).click();
  const confirm = admin.getByRole('alertdialog');
  await expect(confirm).toContainText(email);
  await confirm.getByRole('button', { name: button.split(' ')[0], exact: true }).click();
  await expect(toast(admin, toastTitle)).toBeVisible();
}

/** POST /graphql with the analyst's fresh token; answers the body (errors included). */
async function asAnalyst(page: Page, email: string, query: string, variables: Record<string, unknown>) {
  const token = await accessToken(page.request, { email, password: PASSWORD });
  const response = await page.request.post('/graphql', { data: { query, variables }, headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as { data: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] };
}

test.describe('analyst role granted and revoked from /admin/settings @desktop-only', () => {
  test('an analyst sees the allowed screens read-only with masked personal data until granted analyst:pii; revocation ends access', async ({
    browser,
    request,
  }) => {
    test.slow(); // two signed-in browsers and five role changes
    const tag = uniqueTag('an');
    const leadEmail = `${tag}@dealer.example`;
    const leadId = await submitBookDemoLead(request, { email: leadEmail, fullName: `Grace ${tag}`, phone: '+1 555 010 4567' });
    const analystEmail = await createConfirmedClient(request, 'analyst');

    const admin = await signedInPage(browser, ADMIN.email, ADMIN.password);
    await changeRole(admin, analystEmail, 'Grant Analyst', 'Role Granted');
    await expect(admin.getByRole('list', { name: 'Team members' }).getByTestId('team-member').filter({ hasText: analystEmail })).toBeVisible();

    // The analyst lands in the admin area with only the history and analytics screens.
    const analyst = await signedInPage(browser, analystEmail, PASSWORD);
    const nav = analyst.getByRole('navigation', { name: 'Analyst' });
    await expect(nav.getByRole('link')).toHaveText([...ANALYST_NAV, 'Account']);
    await analyst.goto('/admin/settings');
    await expect(analyst).toHaveURL(/\/admin$/);

    // Leads: masked personal data, no status control.
    await analyst.goto('/admin/demo-requests');
    await analyst.getByPlaceholder('Search by name, email, or company...').fill(tag);
    const row = analyst.locator(`[data-request-id="${leadId}"]`).first();
    await expect(row).toContainText('•••@dealer.example');
    await expect(row).toContainText('•••• 4567');
    await expect(row).not.toContainText(leadEmail);
    await expect(row.getByTestId('request-status')).toHaveText('New');
    await expect(analyst.getByRole('combobox', { name: /^Status of/ })).toHaveCount(0);
    // The server refuses the mutation too.
    const refused = await asAnalyst(
      analyst,
      analystEmail,
      'mutation($id: ID!) { changeDemoRequestStatus(id: $id, status: contacted, expectedRevision: 0) { id } }',
      { id: leadId },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // The lead's timeline: every event, with personal values masked.
    await row.getByRole('button', { name: /^View / }).click();
    await analyst.getByRole('dialog', { name: 'Request Details' }).getByRole('button', { name: 'Event history' }).click();
    const timeline = analyst.getByRole('dialog', { name: /^Event history/ });
    await expect(timeline.getByRole('list', { name: 'Events' })).toContainText('DemoRequestSubmitted');
    await expect(timeline.getByRole('list', { name: 'Events' })).toContainText('email — → •••');
    await expect(timeline).not.toContainText(leadEmail);
    await analyst.keyboard.press('Escape');
    await expect(timeline).toBeHidden();
    await analyst.keyboard.press('Escape');
    await expect(analyst.getByRole('dialog')).toHaveCount(0);

    // The event explorer: the lead's submission, its data masked.
    await analyst.goto('/admin/events');
    const filters = analyst.getByRole('form', { name: 'Event filters' });
    await filters.getByLabel('Event types').fill('DemoRequestSubmitted');
    await filters.getByLabel('Stream').fill(`demo-request-${leadId}`);
    await filters.getByRole('button', { name: 'Search' }).click();
    const submitted = analyst.getByRole('list', { name: 'Events' }).getByTestId('logged-event');
    await expect(submitted).toHaveCount(1);
    await submitted.getByText('DemoRequestSubmitted').click();
    await expect(submitted.getByLabel('Event data')).toContainText('•••');
    await expect(submitted).not.toContainText(leadEmail);
    await analyst.goto('/admin/demo-requests');

    // With analyst:pii the same screen shows the real data.
    await changeRole(admin, analystEmail, 'Grant Analyst: personal data', 'Role Granted');
    await analyst.reload();
    await analyst.getByPlaceholder('Search by name, email, or company...').fill(tag);
    await expect(analyst.locator(`[data-request-id="${leadId}"]`).first()).toContainText(leadEmail);

    // Revoking analyst ends access on the next request.
    await changeRole(admin, analystEmail, 'Revoke Analyst', 'Role Revoked');
    const after = await asAnalyst(analyst, analystEmail, 'query($s: String) { demoRequests(search: $s, limit: 5) { items { id } } }', { s: tag });
    expect(after.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await Promise.all([admin.context().close(), analyst.context().close()]);
  });
});
