import { expect, test } from '@playwright/test';
import { createConfirmedClient, signIn } from '../support/auth';

test('the sidebar fills the viewport height and stays put while a long page scrolls @desktop-only', async ({ page, request }) => {
  await signIn(page, await createConfirmedClient(request, 'sidebar'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByText('This device')).toBeVisible();
  const viewport = page.viewportSize();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(viewport?.height ?? 0);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const sidebar = page.locator('aside').filter({ has: page.getByRole('navigation', { name: 'Client' }) });
  expect(await sidebar.boundingBox()).toMatchObject({ y: 0, height: viewport?.height });
  await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeInViewport();
});
