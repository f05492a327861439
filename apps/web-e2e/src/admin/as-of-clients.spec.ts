import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signIn } from '../support/auth';
import { createClientRecord } from './admin-support';

const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'Showing the business as of' });

test.describe('the client screens as of an instant @desktop-only', () => {
  test('a client opened after the instant is absent from /admin and /admin/clients as of it, read-only, filters kept beside the instant', async ({
    page,
    request,
  }) => {
    // Waits for the server to build the read models as of the instant (with progress), beside other tests' load.
    test.slow();
    await new Promise((wait) => setTimeout(wait, 50));
    const before = new Date().toISOString();
    await new Promise((wait) => setTimeout(wait, 50));
    const client = await createClientRecord(request);
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

    await page.goto(`/admin?asOf=${encodeURIComponent(before)}`);
    await expect(banner(page)).toContainText('Live updates are paused.');
    await expect(page.getByRole('button', { name: 'Add Client' })).toHaveCount(0);
    await page.getByPlaceholder('Search clients...').fill(client.businessName);
    await expect(page.getByRole('table', { name: 'All Clients' }).getByText('No clients found')).toBeVisible({ timeout: 15_000 });

    await page.goto(`/admin/clients?status=active&asOf=${encodeURIComponent(before)}`);
    await expect(banner(page)).toBeVisible();
    const table = page.getByRole('table', { name: 'Clients' });
    await page.getByPlaceholder('Search clients...').fill(client.businessName);
    await expect(table.getByText('No clients found')).toBeVisible({ timeout: 15_000 });
    await page.getByLabel('Plan').selectOption('starter');
    await expect(page).toHaveURL(/plan=starter/);
    await expect(page).toHaveURL(/asOf=/);
    await expect(banner(page)).toBeVisible();

    await page.getByRole('button', { name: 'Back to live' }).click();
    await expect(page).not.toHaveURL(/asOf=/);
    await expect(page).toHaveURL(/plan=starter/);
    await page.getByPlaceholder('Search clients...').fill(client.businessName);
    const row = table.getByRole('row').filter({ hasText: client.businessName });
    await expect(row).toBeVisible();
    await expect(row.getByRole('button', { name: `Edit ${client.businessName}` })).toBeVisible();
  });
});
