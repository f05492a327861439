import { expect, type Page, test } from '@playwright/test';
import { ADMIN, toast } from '../support/auth';
import { adminStats, changeStatus, leadRow, leadsMatching, openDemoRequests, submitBookDemoLead, uniqueTag } from './lead-support';

const statusSelect = (page: Page, name: string) => page.getByRole('combobox', { name: `Status of ${name}` });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Request Details' });
const detail = (page: Page, label: string) => dialog(page).getByTestId(`detail-${label}`).locator('dd');

test.describe('admin demo requests @desktop-only', () => {
  test('stats follow the server; search, status filter, types, dates and paging', async ({ page, request }) => {
    const tag = uniqueTag('pg');
    await Promise.all(
      Array.from({ length: 27 }, (_, i) => submitBookDemoLead(request, { email: `${tag}-${i}@dealer.example`, fullName: `Lead ${i} ${tag}` })),
    );
    await openDemoRequests(page);
    await expect(page.getByRole('columnheader')).toHaveText(['Date', 'Name', 'Contact', 'Company', 'Type', 'Status', 'Actions']);
    await expect
      .poll(async () => {
        const stats = await adminStats(request);
        const shown = await Promise.all(
          ['total', 'new', 'contacted', 'converted'].map((key) => page.getByTestId(`stat-${key}`).getByTestId('stat-value').textContent()),
        );
        return shown.join() === [stats.total, stats.new, stats.contacted, stats.converted].map((n) => n.toLocaleString('en-US')).join();
      })
      .toBe(true);

    // The search applies after a debounce; the first page of all leads can also read "1–25 of 27", so wait for it.
    // urql sends short queries as GET, with the variables in the URL.
    const searched = page.waitForResponse((res) => {
      const sent = decodeURIComponent(res.url()) + (res.request().postData() ?? '');
      return new URL(res.url()).pathname === '/graphql' && sent.includes(tag);
    });
    await page.getByPlaceholder('Search by name, email, or company...').fill(tag);
    await searched;
    await expect(page.getByTestId('pager-range')).toHaveText('Showing 1–25 of 27');
    // The 27 leads were submitted at once, so their order among themselves is not known: check the pages together.
    const tagged = page.getByRole('row').filter({ hasText: tag });
    await expect(tagged).toHaveCount(25);
    const emails = async () => (await tagged.allTextContents()).map((text) => new RegExp(`${tag}-\\d+@dealer\\.example`).exec(text)?.[0]);
    const firstPage = await emails();
    const firstRow = tagged.first();
    await expect(firstRow.getByRole('cell').first()).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
    await expect(firstRow.getByRole('cell').nth(4)).toHaveText('Demo');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('pager-range')).toHaveText('Showing 26–27 of 27');
    await expect(tagged).toHaveCount(2);
    expect(new Set([...firstPage, ...(await emails())]).size).toBe(27);

    const ids = await leadsMatching(request, `${tag}-5@`);
    await changeStatus(request, ids[0].id, 'qualified', ids[0].revision);
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption({ label: 'Qualified' });
    await expect(page.getByTestId('pager-range')).toHaveText('Showing 1–1 of 1');
    await expect(leadRow(page, `${tag}-5@dealer.example`)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Filter by status' }).locator('option')).toHaveText([
      'All Status',
      'New',
      'Contacted',
      'Qualified',
      'Converted',
      'Rejected',
    ]);

    await page.getByPlaceholder('Search by name, email, or company...').fill(`${tag}-nobody`);
    await expect(page.getByText('No requests found')).toBeVisible();
  });

  test('inline status change with toasts; contacted_at is set once; details, notes and history', async ({ page, request }) => {
    const tag = uniqueTag('st');
    const email = `${tag}@dealer.example`;
    const name = `Dana ${tag}`;
    await submitBookDemoLead(request, { email, fullName: name, phone: '555 0199', businessType: 'Franchise dealer' });
    await openDemoRequests(page, tag);
    await expect(statusSelect(page, name)).toHaveValue('new');

    await statusSelect(page, name).selectOption({ label: 'Contacted' });
    await expect(toast(page, 'Request status has been updated successfully')).toBeVisible();
    await expect(page.getByText('Status Updated', { exact: true })).toBeVisible();
    await expect(statusSelect(page, name)).toHaveValue('contacted');
    const [afterContact] = await leadsMatching(request, tag);
    expect(afterContact.contactedAt).not.toBeNull();

    await statusSelect(page, name).selectOption({ label: 'Qualified' });
    await expect(statusSelect(page, name)).toHaveValue('qualified');
    await expect(statusSelect(page, name)).toBeEnabled();
    await statusSelect(page, name).selectOption({ label: 'Contacted' });
    await expect(statusSelect(page, name)).toHaveValue('contacted');
    await expect(statusSelect(page, name)).toBeEnabled();
    const [afterAgain] = await leadsMatching(request, tag);
    expect(afterAgain.contactedAt).toBe(afterContact.contactedAt);

    await page.getByRole('button', { name: `View ${name}` }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(detail(page, 'name')).toHaveText(name);
    await expect(detail(page, 'email')).toHaveText(email);
    await expect(detail(page, 'phone')).toHaveText('555 0199');
    await expect(detail(page, 'job-role')).toHaveText('—');
    await expect(detail(page, 'company')).toHaveText('—');
    await expect(detail(page, 'dealer-type')).toHaveText('Franchise dealer');
    await expect(detail(page, 'website')).toHaveText('—');
    await expect(detail(page, 'submitted')).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}:\d{2}$/);
    const contactedShown = await detail(page, 'contacted').textContent();
    expect(contactedShown).toMatch(/\d{2}:\d{2}:\d{2}$/);
    const history = dialog(page).getByRole('list', { name: 'History' }).getByRole('listitem');
    await expect(history).toHaveCount(4);
    await expect(history.nth(0)).toContainText('Submitted');
    await expect(history.nth(1)).toContainText(`Status changed by ${ADMIN.email}: New → Contacted`);
    await expect(history.nth(2)).toContainText('Contacted → Qualified');
    await expect(history.nth(3)).toContainText('Qualified → Contacted');

    await dialog(page).getByLabel('Admin Notes').fill('Called back, wants a demo on Friday.');
    await dialog(page).getByRole('button', { name: 'Save Notes' }).click();
    await expect(toast(page, 'Admin notes have been saved successfully')).toBeVisible();
    await expect(page.getByText('Notes Saved', { exact: true })).toBeVisible();
    await expect(history).toHaveCount(5);
    await expect(history.nth(4)).toContainText(`Notes saved by ${ADMIN.email}`);
    expect((await leadsMatching(request, tag))[0].notes).toBe('Called back, wants a demo on Friday.');

    await page.reload();
    await page.getByPlaceholder('Search by name, email, or company...').fill(tag);
    await page.getByRole('button', { name: `View ${name}` }).click();
    await expect(dialog(page).getByLabel('Admin Notes')).toHaveValue('Called back, wants a demo on Friday.');
    await expect(detail(page, 'contacted')).toHaveText(contactedShown ?? '');
  });

  test('a stale notes save shows the conflict message and the fresh data', async ({ page, request }) => {
    const tag = uniqueTag('cf');
    const name = `Eli ${tag}`;
    await submitBookDemoLead(request, { email: `${tag}@dealer.example`, fullName: name });
    await openDemoRequests(page, tag);
    await page.getByRole('button', { name: `View ${name}` }).click();
    await dialog(page).getByLabel('Admin Notes').fill('My notes');

    const [lead] = await leadsMatching(request, tag);
    await changeStatus(request, lead.id, 'rejected', lead.revision);
    await expect(detail(page, 'status')).toHaveText('Rejected');
    await dialog(page).getByRole('button', { name: 'Save Notes' }).click();
    await expect(toast(page, 'This request was changed by someone else. The latest version is shown.')).toBeVisible();
    await expect(dialog(page).getByLabel('Admin Notes')).toHaveValue('');
    expect((await leadsMatching(request, tag))[0].notes).toBeNull();
  });

  test('failures show the catalogue toasts', async ({ page, request }) => {
    const tag = uniqueTag('fl');
    const name = `Fay ${tag}`;
    await submitBookDemoLead(request, { email: `${tag}@dealer.example`, fullName: name });
    await openDemoRequests(page, tag);
    await expect(statusSelect(page, name)).toBeVisible();

    await page.route(/\/graphql(\?|$)/, (route) =>
      // urql sends queries as GET (the document in the URL) and mutations as POST.
      /ChangeDemoRequestStatus|SaveDemoRequestNotes|query[+ ]DemoRequests\b/.test(
        decodeURIComponent(route.request().url()) + (route.request().postData() ?? ''),
      )
        ? route.fulfill({ status: 500, body: 'Internal Server Error' })
        : route.continue(),
    );
    await statusSelect(page, name).selectOption({ label: 'Converted' });
    await expect(toast(page, 'Failed to update status')).toBeVisible();
    await expect(statusSelect(page, name)).toHaveValue('new');

    await page.getByRole('button', { name: `View ${name}` }).click();
    await dialog(page).getByLabel('Admin Notes').fill('Lost notes');
    await dialog(page).getByRole('button', { name: 'Save Notes' }).click();
    await expect(toast(page, 'Failed to save notes')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByPlaceholder('Search by name, email, or company...').fill(`${tag}x`);
    await expect(toast(page, 'Failed to fetch demo requests')).toBeVisible();
  });
});
