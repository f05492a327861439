import { expect, test } from '@playwright/test';
import { graphql } from '@receptionist/graphql-documents';
import { ADMIN } from './support/auth';
import { graphqlAs } from './support/graphql';
import { recordTracking } from './support/tracking';

test.describe('tracking @desktop-only', () => {
  test('one page_view per route change, without personal data', async ({ page }) => {
    const events = await recordTracking(page);
    await page.goto('/');
    await expect.poll(() => events.length).toBe(1);

    const footer = page.getByRole('navigation', { name: 'Footer' });
    await footer.getByRole('link', { name: 'Demo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Try Our AI Receptionist' })).toBeVisible();
    await footer.getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await footer.getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();

    await expect.poll(() => events.length).toBe(4);
    await page.waitForTimeout(300);
    expect(events).toEqual([
      { kind: 'page_view', path: '/' },
      { kind: 'page_view', path: '/demo' },
      { kind: 'page_view', path: '/about' },
      { kind: 'page_view', path: '/blog' },
    ]);
  });

  test('/thank-you sends one lead on load', async ({ page }) => {
    const events = await recordTracking(page);
    await page.goto('/thank-you');
    await expect.poll(() => events.length).toBe(2);
    await page.waitForTimeout(300);
    expect(events).toEqual(
      expect.arrayContaining([
        { kind: 'page_view', path: '/thank-you' },
        { kind: 'lead', path: '/thank-you' },
      ]),
    );
    expect(events.filter((event) => event.kind === 'lead')).toHaveLength(1);
  });

  test('visits are stored as events the page_views_daily read model counts', async ({ page, request }) => {
    const today = new Date().toISOString().slice(0, 10);
    const daily = async () =>
      (
        await graphqlAs(
          request,
          ADMIN,
          graphql(`
            query E2eDailyViews($day: String!) {
              pageViewsDaily(from: $day, to: $day) {
                path
                count
                leads
              }
            }
          `),
          { day: today },
        )
      ).pageViewsDaily;
    const leadsOnThankYou = async () => (await daily()).find((day) => day.path === '/thank-you')?.leads ?? 0;
    const leadsBefore = await leadsOnThankYou();

    // Paths no other test visits, so the counts are exactly this test's (they show the not-found page).
    const paths = ['a', 'b', 'c'].map((suffix) => `/tracked-${test.info().workerIndex}-${Date.now()}-${suffix}`);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
    }
    await page.goto('/thank-you');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');

    await expect
      .poll(async () => {
        const counted = await daily();
        return paths.map((path) => counted.find((day) => day.path === path)?.count ?? 0);
      })
      .toEqual([1, 1, 1]);
    await expect.poll(leadsOnThankYou).toBeGreaterThanOrEqual(leadsBefore + 1);
  });

  test('Global Privacy Control and Do Not Track switch tracking off', async ({ page }) => {
    const events = await recordTracking(page);
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    await page.goto('/thank-you');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
    await page.evaluate(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
    await page.getByRole('link', { name: 'Try the Demo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Try Our AI Receptionist' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(events).toEqual([]);
  });
});
