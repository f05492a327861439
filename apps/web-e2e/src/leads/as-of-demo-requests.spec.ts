import { expect, type Page, test } from '@playwright/test';
import { changeStatus, leadRow, leadsMatching, openDemoRequests, submitBookDemoLead, uniqueTag } from './lead-support';

const statusSelect = (page: Page, name: string) => page.getByRole('combobox', { name: `Status of ${name}` });
const search = (page: Page, text: string) => page.getByPlaceholder('Search by name, email, or company...').fill(text);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The datetime-local value of `iso` in the browser's time zone, to the second. */
const localValue = (page: Page, iso: string) =>
  page.evaluate((instant) => {
    const date = new Date(instant);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  }, iso);

test.describe('demo requests as of an instant @desktop-only', () => {
  test('shows the status a lead had before a change while live shows the new one; live updates do not touch it', async ({ page, request }) => {
    // Waits for the server to build the read models as of the instant (with progress), beside other tests' load.
    test.slow();
    const tag = uniqueTag('asof');
    const email = `${tag}@dealer.example`;
    const name = `Ada ${tag}`;
    await submitBookDemoLead(request, { email, fullName: name });
    // The picker has whole seconds: the instant falls a full second after the submission and before the change.
    await pause(1100);
    const before = new Date().toISOString();
    await pause(1100);
    const [lead] = await leadsMatching(request, tag);
    await changeStatus(request, lead.id, 'qualified', lead.revision);

    await openDemoRequests(page, tag);
    await expect(statusSelect(page, name)).toHaveValue('qualified');

    await page.getByLabel('As of').fill(await localValue(page, before));
    await page.getByRole('button', { name: 'Show as of' }).click();
    await expect(page).toHaveURL(/[?&]asOf=/);
    await expect(page.getByRole('status').filter({ hasText: 'Showing the business as of' })).toContainText('Live updates are paused.');
    await expect(page.getByText('Leads from the book-demo and contact forms, as they were at the chosen instant.')).toBeVisible();
    await search(page, tag);
    await expect(leadRow(page, email).getByTestId('request-status')).toHaveText('New', { timeout: 15_000 });
    await expect(statusSelect(page, name)).toHaveCount(0);

    await changeStatus(request, lead.id, 'converted', lead.revision + 1);
    await pause(1500);
    await expect(leadRow(page, email).getByTestId('request-status')).toHaveText('New');

    await page.reload();
    await search(page, tag);
    await expect(leadRow(page, email).getByTestId('request-status')).toHaveText('New', { timeout: 15_000 });

    await page.getByRole('button', { name: 'Back to live' }).click();
    await expect(page).not.toHaveURL(/asOf=/);
    await expect(page.getByText('Showing the business as of')).toHaveCount(0);
    await expect(page.getByText('Leads from the book-demo and contact forms, updated live.')).toBeVisible();
    await search(page, tag);
    await expect(statusSelect(page, name)).toHaveValue('converted');
  });
});
