import { expect, test } from '@playwright/test';
import { expectHeaderAndFooter, expectLinks, expectNoHorizontalOverflow } from './support/site';

test('the scripted demo shows the greeting, the exchange after 3 s, and End Call clears it', async ({ page }) => {
  await page.clock.install({ time: new Date('2025-03-03T09:00:00Z') });
  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Try Our AI Receptionist' })).toBeVisible();
  // From here on, page time moves only when the test moves it.
  await page.clock.pauseAt(new Date('2025-03-03T10:00:00Z'));
  const messages = page.getByTestId('demo-message');
  await expect(messages).toHaveCount(0);

  await page.getByRole('button', { name: 'Start Demo Call' }).click();
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toContainText('How can I help you today?');

  await page.clock.runFor(2900);
  await expect(messages).toHaveCount(1);
  await page.clock.runFor(200);
  await expect(messages).toHaveCount(3);
  await expect(messages.nth(1)).toContainText('book an appointment');
  await expect(messages.nth(2)).toContainText('What day works');

  await page.getByRole('button', { name: 'End Call' }).click();
  await expect(messages).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start Demo Call' })).toBeVisible();
});

test('the demo page layout, links and chat size limits', async ({ page }) => {
  await page.goto('/demo');
  const chat = page.getByRole('log', { name: 'Demo conversation' });
  await expect(chat).toHaveCSS('min-height', '200px');
  await expect(chat).toHaveCSS('max-height', '400px');
  await expect(chat).toHaveCSS('overflow-y', 'auto');
  await expectLinks(page.getByRole('main'), [['Get Started Now', '/auth']]);
  await expectHeaderAndFooter(page);
  await expectNoHorizontalOverflow(page);
});
