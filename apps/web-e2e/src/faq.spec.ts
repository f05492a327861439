import { expect, test } from '@playwright/test';
import { expectHeaderAndFooter, expectLinks, expectNoHorizontalOverflow } from './support/site';

test.beforeEach(async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
});

test('ten questions, several open at once, consistent with the product', async ({ page }) => {
  const questions = page.getByRole('main').getByRole('button');
  await expect(questions).toHaveCount(10);
  await questions.nth(0).click();
  await questions.nth(1).click();
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Setup takes within 24 hours')).toBeVisible();
  await expect(page.getByText('Pricing depends on your call volume and the features')).toBeVisible();

  for (let index = 2; index < 10; index++) await questions.nth(index).click();
  const main = page.getByRole('main');
  await expect(main).toContainText('duration, sentiment, topic and outcome');
  await expect(main).toContainText('GDPR and SOC2');
  await expect(main).toContainText('99.9% uptime');
});

test('header, Book a Free Demo and the anchor links back to the landing page', async ({ page }) => {
  await expectLinks(page.getByRole('main'), [['Book a Free Demo', '/book-demo']]);
  await expectHeaderAndFooter(page, [
    ['Features', '/#features'],
    ['Pricing', '/#pricing'],
    ['Sign In', '/auth'],
    ['Book Demo', '/book-demo'],
  ]);
  await expectNoHorizontalOverflow(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features', exact: true }).click();
  await expect(page).toHaveURL(/\/#features$/);
  await expect(page.locator('#features h2')).toBeInViewport();
});
