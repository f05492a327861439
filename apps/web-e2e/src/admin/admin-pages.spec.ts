import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from '../support/auth';
import { createClientRecord, statValue } from './admin-support';

test.describe('admin clients, analytics and settings @desktop-only', () => {
  test('/admin/clients filters by pending requests, plan and status, and keeps them in the address', async ({ page, request }) => {
    const client = await createClientRecord(request, { requests: true });
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await page.getByRole('region', { name: 'Pending requests' }).getByRole('link', { name: 'Review' }).click();
    await expect(page).toHaveURL(/\/admin\/clients\?requests=any$/);
    // The address changes at once; the dashboard stays on screen until the clients page has rendered.
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    await page.getByPlaceholder('Search clients...').fill(client.businessName);
    const table = page.getByRole('table', { name: 'Clients' });
    await expect(table.getByRole('row').filter({ hasText: client.businessName })).toBeVisible();

    await page.getByLabel('Requests').selectOption('phone');
    await expect(table.getByRole('row').filter({ hasText: client.businessName })).toBeVisible();
    await page.getByLabel('Plan').selectOption('pro');
    await expect(table.getByText('No clients found')).toBeVisible();
    await expect(page).toHaveURL(/plan=pro/);
    await page.getByLabel('Plan').selectOption('starter');
    await page.getByLabel('Status').selectOption('inactive');
    await expect(table.getByText('No clients found')).toBeVisible();
    await page.getByLabel('Status').selectOption('active');
    await expect(table.getByRole('row').filter({ hasText: client.businessName })).toContainText('Number requested');
    await expect(page.getByText('Showing 1 of 1 clients')).toBeVisible();
  });

  test('two filters changed in one go both stay in the address', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/clients');
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    const plan = await page.getByLabel('Plan').elementHandle();
    const status = await page.getByLabel('Status', { exact: true }).elementHandle();
    // Both changes in one task: the second comes before the router has rendered the first.
    await page.evaluate(
      (selects) => {
        for (const [select, value] of selects) {
          (select as HTMLSelectElement).value = value;
          select.dispatchEvent(new Event('change', { bubbles: true }));
        }
      },
      [
        [plan, 'pro'],
        [status, 'inactive'],
      ] as const,
    );
    await expect(page).toHaveURL(/[?&]plan=pro/);
    await expect(page).toHaveURL(/[?&]status=inactive/);
  });

  test('/admin/analytics counts the pages visitors viewed', async ({ browser, page }) => {
    const visitor = await browser.newPage();
    for (const path of ['/faq', '/demo', '/faq']) {
      await visitor.goto(path);
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await visitor.close();

    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    const faqRow = page
      .getByRole('table', { name: 'Top pages' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: '/faq', exact: true }) });
    await expect(async () => {
      await page.getByRole('button', { name: 'Last 30 days' }).click();
      await expect(faqRow.getByRole('cell').nth(1)).toHaveText(/^[2-9]|\d{2,}/, { timeout: 1000 });
    }).toPass();
    expect(Number(await statValue(page, 'Page Views').textContent())).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('img', { name: /^Page views per day: \d+ in 30 days$/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Daily figures' }).getByRole('row')).toHaveCount(31);
  });

  test('/admin/settings shows the stores, every projector and how to add administrators', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await page.goto('/admin/settings');
    await expect(page.getByTestId('Event store')).toHaveText('SQLite (embedded)');
    const projectors = page.getByRole('table', { name: 'Projectors' });
    for (const name of ['clients', 'usage', 'demo_requests', 'page_views_daily']) {
      await expect(projectors.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) })).toContainText('live');
    }
    await expect(page.getByRole('region', { name: 'Administrators' })).toContainText('npm run admin:create -- --email E --password P');
  });
});
