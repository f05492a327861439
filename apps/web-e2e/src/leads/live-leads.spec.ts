import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN, sidebar, toast } from '../support/auth';
import { leadRow, leadsMatching, openDemoRequests, secondAdmin, submitBookDemoLead, uniqueTag } from './lead-support';

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe('live demo requests @desktop-only', () => {
  test('a visitor’s submission appears on the admin page without reload; the stats follow', async ({ browser, page }) => {
    const tag = uniqueTag('lv');
    await openDemoRequests(page, tag);
    await expect(page.getByText('No requests found')).toBeVisible();
    const totalBefore = Number((await page.getByTestId('stat-total').getByTestId('stat-value').textContent())?.replace(/,/g, ''));

    const visitor = await newPage(browser);
    await visitor.goto('/book-demo');
    const form = visitor.getByRole('form', { name: 'Talk to an Automotive AI expert' });
    await form.getByLabel('Email').fill(`${tag}@dealer.example`);
    await form.getByLabel('Full Name').fill(`Gus ${tag}`);
    await form.getByLabel('Phone').fill('555 0100');
    await form.getByLabel('Business Type').fill('Used cars');
    await form.getByRole('button', { name: 'Get My AI Receptionist Setup' }).click();
    await expect(visitor).toHaveURL(/\/thank-you$/);

    await expect(leadRow(page, `${tag}@dealer.example`)).toBeVisible();
    await expect
      .poll(async () => Number((await page.getByTestId('stat-total').getByTestId('stat-value').textContent())?.replace(/,/g, '')))
      .toBeGreaterThan(totalBefore);
    await visitor.context().close();
  });

  test('a new lead raises a toast and an unread badge on the sidebar, cleared by viewing the page', async ({ page, request }) => {
    const tag = uniqueTag('bdg');
    await openDemoRequests(page);
    await sidebar(page, 'Admin').getByRole('link', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await submitBookDemoLead(request, { email: `${tag}@dealer.example`, fullName: `Hal ${tag}` });
    await expect(toast(page, `Hal ${tag} (${tag}@dealer.example)`)).toBeVisible();
    const badge = sidebar(page, 'Admin').getByTestId('unread-leads');
    await expect(badge).toHaveText(/^[1-9]\d*$/);

    await sidebar(page, 'Admin')
      .getByRole('link', { name: /Demo Requests/ })
      .click();
    await expect(badge).toBeHidden();
    await page.getByPlaceholder('Search by name, email, or company...').fill(tag);
    await expect(leadRow(page, `${tag}@dealer.example`)).toBeVisible();
  });

  test('a burst of new leads shares one toast that counts them, so other toasts keep their room', async ({ page, request }) => {
    const tag = uniqueTag('burst');
    await openDemoRequests(page);
    await sidebar(page, 'Admin').getByRole('link', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    // At once, so that all four arrive while the toast is open (it closes 4 s after the first).
    await Promise.all([1, 2, 3, 4].map((n) => submitBookDemoLead(request, { email: `${tag}-${n}@dealer.example`, fullName: `Bo${n} ${tag}` })));
    const notifications = page.getByRole('region', { name: /^Notifications/ });
    await expect(notifications.getByText(/^\d+ new demo requests$/)).toHaveCount(1);
    // The latest three are listed, one line each (a lead of another test may be among them).
    await expect.poll(() => notifications.getByText(new RegExp(`^Bo\\d ${tag} \\(`)).count()).toBeGreaterThanOrEqual(2);
    await expect(notifications.getByText('New demo request', { exact: true })).toHaveCount(0);
  });

  test('a status change and notes by one admin appear for another admin without reload', async ({ browser, page, request }) => {
    const other = secondAdmin();
    test.info().annotations.push({ type: 'second admin', description: other === ADMIN ? 'same account, second context' : other.email });
    const tag = uniqueTag('two');
    const name = `Ivy ${tag}`;
    await submitBookDemoLead(request, { email: `${tag}@dealer.example`, fullName: name });

    const otherPage = await newPage(browser);
    await Promise.all([openDemoRequests(page, tag), openDemoRequests(otherPage, tag, other)]);
    await otherPage.getByRole('button', { name: `View ${name}` }).click();
    const otherDialog = otherPage.getByRole('dialog', { name: 'Request Details' });
    await expect(otherDialog).toBeVisible();

    await page.getByRole('combobox', { name: `Status of ${name}` }).selectOption({ label: 'Converted' });
    await expect(toast(page, 'Request status has been updated successfully')).toBeVisible();
    await expect(otherDialog.getByTestId('detail-status').locator('dd')).toHaveText('Converted');

    await page.getByRole('button', { name: `View ${name}` }).click();
    await page.getByRole('dialog', { name: 'Request Details' }).getByLabel('Admin Notes').fill('Signed the contract.');
    await page.getByRole('dialog', { name: 'Request Details' }).getByRole('button', { name: 'Save Notes' }).click();
    await expect(otherDialog.getByLabel('Admin Notes')).toHaveValue('Signed the contract.');
    await otherPage.keyboard.press('Escape');
    await expect(otherPage.getByRole('combobox', { name: `Status of ${name}` })).toHaveValue('converted');
    expect((await leadsMatching(request, tag))[0]).toMatchObject({ status: 'converted', notes: 'Signed the contract.' });
    await otherPage.context().close();
  });
});
