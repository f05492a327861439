import { expect, test } from '@playwright/test';
import { expectHeaderAndFooter, expectLinks, expectNoHorizontalOverflow } from './support/site';

test('/thank-you promises a reply within 24 hours and lists what happens next', async ({ page }) => {
  await page.goto('/thank-you');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
  await expect(main).toContainText('within 24 hours');
  await expect(main.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
  await expect(main.getByRole('listitem')).toHaveCount(4);
  await expectLinks(main, [
    ['Back to Home', '/'],
    ['Try the Demo', '/demo'],
  ]);
  await expectHeaderAndFooter(page);
  await expectNoHorizontalOverflow(page);
});

const contentPages: [string, string, string[]][] = [
  ['/about', 'About Us', ['car dealerships']],
  ['/blog', 'Blog', ['missed calls']],
  ['/privacy', 'Privacy Policy', ['Call logs', 'Leads', 'Account data', 'Page views', 'without personal data']],
  ['/terms', 'Terms of Service', ['99.9% uptime']],
];

for (const [path, heading, phrases] of contentPages) {
  test(`${path} is a short real page`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading);
    for (const phrase of phrases) await expect(main).toContainText(phrase);
    await expectHeaderAndFooter(page);
    await expectNoHorizontalOverflow(page);
  });
}

test('footer links lead to their pages', async ({ page }) => {
  await page.goto('/privacy');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await footer.getByRole('link', { name: 'Terms' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await footer.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/#pricing$/);
  await expect(page.locator('#pricing')).toBeInViewport();
});
