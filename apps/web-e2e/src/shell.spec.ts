import { expect, test } from '@playwright/test';

test('the app shell loads the landing page with its notifications region', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const notifications = page.getByRole('region', { name: /^Notifications/ });
  await expect(notifications).toBeAttached();
  await page.keyboard.press('Alt+KeyT');
  await expect(notifications).toBeFocused();
  expect(errors).toEqual([]);
});

test('an unknown path shows the not-found page and logs the path', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/no-such-page/here');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect.poll(() => consoleErrors.some((text) => text.includes('/no-such-page/here'))).toBe(true);

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('every public route has its own title and meta description', async ({ page }) => {
  const seen = new Map<string, string>();
  for (const path of ['/', '/demo', '/faq', '/thank-you', '/about', '/blog', '/privacy', '/terms', '/missing']) {
    await page.goto(path);
    await expect(page).toHaveTitle(/\| AI Receptionist$/);
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description, path).toBeTruthy();
    seen.set(path, `${title}\n${description}`);
  }
  expect(new Set(seen.values()).size).toBe(seen.size);
});
