import { expect, test } from '@playwright/test';
import { toast } from '../support/auth';
import { card, clientIdOf, postPlatformCall, signInNewClient, statValue, usageOf } from './client-area-support';

function figure(page: import('@playwright/test').Page, label: string) {
  return card(page, 'Usage This Period').getByRole('group', { name: label, exact: true });
}

test.describe('billing @desktop-only', () => {
  test("plan, price and this period's figures match the usage; warnings at 80% and 100%; a plan change request", async ({ page, request }) => {
    const email = await signInNewClient(page, request, 'billing');
    const clientId = await clientIdOf(request, email);
    // 61 s counts 2 minutes, 30 s counts 1: 3 minutes over 2 calls.
    await postPlatformCall(request, clientId, { duration_seconds: 61 });
    await postPlatformCall(request, clientId, { duration_seconds: 30 });

    await page.getByRole('link', { name: 'Billing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(statValue(page, 'Current Plan')).toHaveText('Starter');
    await expect(statValue(page, 'Monthly Price')).toHaveText('$49/month');
    await expect(figure(page, 'Minutes Used')).toContainText('3/500');
    await expect(figure(page, 'Calls')).toContainText('2');
    const usage = await usageOf(request, email);
    expect(usage).toMatchObject({ minutesUsed: 3, minutesLimit: 500, totalCalls: 2 });
    await expect(figure(page, 'Forecast by period end')).toContainText(`${usage.forecastMinutes} min`);
    await expect(card(page, 'Usage This Period').getByRole('alert')).toHaveCount(0);

    // 397 more minutes reach 80% of 500; the page follows live.
    await postPlatformCall(request, clientId, { duration_seconds: 397 * 60 });
    await expect(figure(page, 'Minutes Used')).toContainText('400/500');
    await expect(card(page, 'Usage This Period').getByRole('alert')).toHaveText("You have used 80% of your plan's minutes this period.");
    await postPlatformCall(request, clientId, { duration_seconds: 100 * 60 });
    await expect(card(page, 'Usage This Period').getByRole('alert')).toHaveText(
      'You have used all 500 minutes of your plan this period. Consider upgrading your plan.',
    );
    await expect(card(page, 'Usage This Period').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    const change = card(page, 'Change Plan');
    await change.getByLabel('New plan').selectOption('pro');
    await change.getByRole('button', { name: 'Request change' }).click();
    await expect(toast(page, 'Plan change requested')).toBeVisible();
    await expect(change.getByText('Requested: Pro (pending approval)')).toBeVisible();
    await expect(statValue(page, 'Current Plan')).toHaveText('Starter');
  });
});
