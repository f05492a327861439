import { expect, test } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { publicRoutes } from './support/site';

for (const path of [...publicRoutes, '/missing-page']) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}
