import { expect, test } from '@playwright/test';
import { graphql } from '@receptionist/graphql-documents';
import { ADMIN, PASSWORD, signIn, toast } from '../support/auth';
import { accessToken, graphqlAs, graphqlRequest } from '../support/graphql';
import { createClientRecord, statValue } from './admin-support';

const dollars = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));

test.describe('admin dashboard @desktop-only', () => {
  test('cards, the All Clients table, search, and the Edit dialog acting on the owner’s requests', async ({ page, request }) => {
    const client = await createClientRecord(request, { requests: true });
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Demo Requests' })).toHaveAttribute('href', '/admin/demo-requests');
    for (const label of ['Total Clients', 'Total Minutes', 'Monthly Revenue', 'Active Clients'])
      await expect(statValue(page, label)).toHaveText(/^\$?[\d,]+$/);
    const table = page.getByRole('table', { name: 'All Clients' });
    for (const column of ['Business Name', 'Owner Email', 'Plan', 'Minutes Used', 'Status', 'Created', 'Actions']) {
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
    }

    await page.getByPlaceholder('Search clients...').fill(client.businessName);
    const row = table.getByRole('row').filter({ hasText: client.businessName });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(row).toContainText(client.email);
    await expect(row).toContainText('Starter');
    await expect(row).toContainText('0/500');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Number requested');
    await expect(row).toContainText('Plan change: Pro');

    // A number belongs to one client, so each run assigns a number of its own.
    const number = `+1 (555) ${String(Date.now() % 1000).padStart(3, '0')}-${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`;
    const revenueBefore = dollars(await statValue(page, 'Monthly Revenue').textContent());
    await row.getByRole('button', { name: `Edit ${client.businessName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${client.businessName}` });
    await expect(dialog.getByText('Number requested')).toBeVisible();
    await expect(dialog.getByText('Requested: Pro')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Phone number' }).fill('12');
    await dialog.getByRole('button', { name: 'Assign Number' }).click();
    await expect(dialog.getByText('Phone number must be at least 5 characters')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill(number);
    await dialog.getByRole('button', { name: 'Assign Number' }).click();
    await expect(toast(page, `Phone number ${number} assigned`)).toBeVisible();
    await expect(dialog.getByTestId('current-phone-number')).toHaveText(number);
    await expect(dialog.getByText('Number requested')).toBeHidden();

    await dialog.getByRole('button', { name: 'Change Plan' }).click();
    await expect(toast(page, 'Plan changed to Pro')).toBeVisible();
    await expect(dialog.getByText('Requested: Pro')).toBeHidden();
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(toast(page, 'Client deactivated')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await expect(row).toContainText(number);
    await expect(row).toContainText('Pro');
    await expect(row).toContainText('0/2000');
    await expect(row).toContainText('Inactive');
    await expect(row).not.toContainText('requested');
    // Revenue counts every client, active or not: the card shows the server's figure, at least $100 more than before.
    const token = await accessToken(request, ADMIN);
    await expect
      .poll(async () => {
        const shown = dollars(await statValue(page, 'Monthly Revenue').textContent());
        const { clientsOverview } = await graphqlRequest(
          request,
          graphql(`
            query E2eMonthlyRevenue {
              clientsOverview {
                monthlyRevenue
              }
            }
          `),
          {},
          token,
        );
        return shown === clientsOverview.monthlyRevenue && shown >= revenueBefore + 100;
      })
      .toBe(true);

    const { myClient } = await graphqlAs(
      request,
      { email: client.email, password: PASSWORD },
      graphql(`
        query E2eClientAfterEdits {
          myClient {
            phoneNumber
            planType
            isActive
          }
        }
      `),
    );
    expect(myClient).toEqual({ phoneNumber: number, planType: 'pro', isActive: false });
  });

  test('a client created elsewhere appears live; Add Client hands out the sign-up link', async ({ page, request }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    const client = await createClientRecord(request);
    await expect(page.getByRole('table', { name: 'All Clients' }).getByRole('row').filter({ hasText: client.businessName })).toBeVisible();

    await page.getByRole('button', { name: 'Add Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Client' });
    await expect(dialog.getByTestId('sign-up-link')).toHaveText(/^http:\/\/localhost:\d+\/auth$/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
  });

  test("a failed list load shows 'Failed to load clients'", async ({ page }) => {
    // urql sends queries as GET (the operation in the URL) while they fit, mutations as POST. Only the endpoint: a
    // pattern like **/graphql** also catches script chunks such as /assets/graphql-scope-….js.
    await page.route(/\/graphql(\?|$)/, (route) =>
      `${route.request().url()} ${route.request().postData() ?? ''}`.includes('AdminClients')
        ? route.fulfill({ status: 500, body: 'down' })
        : route.continue(),
    );
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(toast(page, 'Failed to load clients')).toBeVisible();
  });
});
