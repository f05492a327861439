import { expect, test } from '@playwright/test';
import { mailedLink, outboxMails, toast } from '../support/auth';
import { card, clientIdOf, postPlatformCall, signInNewClient } from './client-area-support';

/** How many mails with this subject the dev outbox holds for `to`. */
const mailCount = (to: string, subject: string) => outboxMails().filter((mail) => mail.to === to && mail.subject === subject).length;

test('an owner chooses alerts; an unhappy caller rings the bell live and mails them once', async ({ page, request }) => {
  test.slow(); // a sign-up, two visits of the settings page and a live alert: ~40 s on a loaded 2-core machine
  const email = await signInNewClient(page, request, 'alerts');
  const clientId = await clientIdOf(request, email);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  await page.goto('/dashboard/settings');
  const alerts = card(page, 'Alerts');
  const unhappy = alerts.getByText('A caller sounded unhappy (negative sentiment)');
  await expect(alerts.getByRole('checkbox', { name: 'An urgent message was taken' })).toBeChecked();
  await expect(alerts.getByRole('checkbox', { name: 'A caller sounded unhappy (negative sentiment)' })).not.toBeChecked();
  // The summary starts in the browser's time zone.
  const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(alerts.getByLabel('Time zone')).toHaveValue(browserZone);

  // A time the rules refuse is explained and not saved.
  await alerts.getByText('Send me a daily summary').click();
  await alerts.getByLabel('Summary time').fill('');
  await alerts.getByRole('button', { name: 'Save alerts' }).click();
  await expect(alerts.getByRole('alert')).toHaveText('The summary time must be a time of day as HH:MM (00:00 to 23:59)');

  await alerts.getByLabel('Summary time').fill('07:30');
  await alerts.getByLabel('Time zone').selectOption('America/Chicago');
  await unhappy.click();
  await alerts.getByRole('button', { name: 'Save alerts' }).click();
  await expect(toast(page, 'Alert preferences saved')).toBeVisible();

  await page.reload();
  await expect(alerts.getByRole('checkbox', { name: 'A caller sounded unhappy (negative sentiment)' })).toBeChecked();
  await expect(alerts.getByRole('checkbox', { name: 'Send me a daily summary' })).toBeChecked();
  await expect(alerts.getByLabel('Summary time')).toHaveValue('07:30');
  await expect(alerts.getByLabel('Time zone')).toHaveValue('America/Chicago');

  // A call report with a negative sentiment, signed as the voice platform signs it: the bell moves without a reload.
  await postPlatformCall(request, clientId, { caller_number: '+1 (555) 010-4242', sentiment: 'negative', summary: 'Upset about a repair' });
  const subject = 'A caller sounded unhappy: +1 (555) 010-4242';
  await expect(bell).toHaveAccessibleName('Notifications 1 unread');
  await bell.click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  await expect(list.getByText(subject)).toBeVisible();

  expect(await mailedLink(email, subject)).toMatch(/\/dashboard\/calls$/);
  expect(mailCount(email, subject)).toBe(1);

  await list.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  // The process manager has gone on with its rounds (every half second) meanwhile: still one mail.
  expect(mailCount(email, subject)).toBe(1);
});
