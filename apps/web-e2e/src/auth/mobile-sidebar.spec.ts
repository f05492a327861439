import { expect, test } from '@playwright/test';
import { CLIENT_NAV, createConfirmedClient, signIn } from '../support/auth';

test('on a 360px screen the sidebar is a slide-over: the menu button opens it, the overlay closes it @mobile-only', async ({ page, request }) => {
  await signIn(page, await createConfirmedClient(request, 'mobile'));
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Client' });
  await expect(nav).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  for (const label of CLIENT_NAV) await expect(nav.getByRole('link', { name: label })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Client menu' }).getByText('Client', { exact: true })).toBeVisible();
  await page.mouse.click(340, 400);
  await expect(nav).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await nav.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(nav).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
