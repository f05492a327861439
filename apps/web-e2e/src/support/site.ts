import { expect, type Locator, type Page } from '@playwright/test';

export const PHONE_DISPLAY = '(888) 555-0142';

export const publicRoutes = ['/', '/demo', '/faq', '/thank-you', '/about', '/blog', '/privacy', '/terms'] as const;

export const footerLinks: [string, string][] = [
  ['Features', '/#features'],
  ['Pricing', '/#pricing'],
  ['Demo', '/demo'],
  ['About', '/about'],
  ['Blog', '/blog'],
  ['Contact', '/contact'],
  ['Privacy', '/privacy'],
  ['Terms', '/terms'],
];

export const siteHeaderLinks: [string, string][] = [
  ['Features', '/#features'],
  ['FAQ', '/#faq'],
  ['Contact', '/contact'],
  ['Login', '/auth'],
  ['Book a Demo', '/book-demo'],
];

/** The main navigation; on narrow screens it first opens the menu it is folded into. */
export async function openMainNav(page: Page): Promise<Locator> {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  }
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  return nav;
}

export async function expectLinks(scope: Locator, links: [string, string][]): Promise<void> {
  for (const [name, href] of links) {
    const link = scope.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
  }
}

export async function expectHeaderAndFooter(page: Page, headerLinks: [string, string][] = siteHeaderLinks): Promise<void> {
  await expect(page.getByRole('banner').getByRole('link', { name: /home/ })).toHaveAttribute('href', '/');
  await expectLinks(await openMainNav(page), headerLinks);
  await expectLinks(page.getByRole('navigation', { name: 'Footer' }), footerLinks);
}

/** Fails the test if the page is wider than the viewport (no sideways scrolling at 360px). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
