import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createConfirmedClient, signIn, uniqueEmail } from '../support/auth';
import { leadRow, openDemoRequests, submitBookDemoLead, uniqueTag } from '../leads/lead-support';

test.describe('personal data downloads @desktop-only', () => {
  test('a signed-in user downloads all their data as JSON from /account', async ({ page, request }) => {
    const email = await createConfirmedClient(request, 'sar');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('link', { name: 'Account' }).click();
    const section = page.getByRole('region', { name: 'Your data' });
    await expect(section.getByText('Download everything we hold about you')).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toBe('personal-data.json');
    const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(data).toMatchObject({ schemaVersion: 2, account: { email } });
  });

  test("an admin downloads a lead's personal data from the request details", async ({ page, request }) => {
    const tag = uniqueTag('sar');
    const email = uniqueEmail(tag);
    const name = `Grace ${tag}`;
    await submitBookDemoLead(request, { email, fullName: name });
    await openDemoRequests(page, tag);
    await page.getByRole('button', { name: `View ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Details' });
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download personal data' }).click()]);
    expect(download.suggestedFilename()).toBe(`personal-data-${email}.json`);
    const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(data.demoRequests).toEqual([expect.objectContaining({ email, firstName: name })]);
  });

  test('an admin erases a lead after confirming: its name and address are gone from the list for good', async ({ page, request }) => {
    const tag = uniqueTag('erase');
    const email = uniqueEmail(tag);
    const name = `Erin ${tag}`;
    await submitBookDemoLead(request, { email, fullName: name });
    await openDemoRequests(page, tag);
    await expect(leadRow(page, email)).toHaveCount(1);
    await page.getByRole('button', { name: `View ${name}` }).click();
    await page.getByRole('dialog', { name: 'Request Details' }).getByRole('button', { name: 'Erase personal data' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Erase personal data?' });
    await expect(confirm.getByText(`Everything the product holds about ${email}`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Erase', exact: true }).click();
    await expect(page.getByText('Personal data erased')).toBeVisible();
    await page.reload();
    await page.getByPlaceholder('Search by name, email, or company...').fill(tag);
    await expect(page.getByText('No requests found')).toBeVisible();
    await expect(leadRow(page, email)).toHaveCount(0);
  });
});
