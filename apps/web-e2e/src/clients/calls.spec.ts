import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { card, clientIdOf, postPlatformCall, signInNewClient } from './client-area-support';

test.describe('call logs @desktop-only', () => {
  test('filters, search, paging, details and a CSV export of the filtered rows', async ({ page, request }) => {
    test.setTimeout(60_000);
    const email = await signInNewClient(page, request, 'calls');
    const clientId = await clientIdOf(request, email);
    await postPlatformCall(request, clientId, {
      caller_number: '+1 (555) 777-1234',
      started_at: '2025-03-12T15:00:00Z',
      duration_seconds: 125,
      outcome: 'booked_appointment',
      transcript: 'AI: Thank you for calling!\nCaller: I need an oil change.',
      summary: 'Booked an oil change for Friday.',
      sentiment: 'positive',
      topic: 'service booking',
    });
    await postPlatformCall(request, clientId, {
      caller_number: '+1 (555) 888-0000',
      started_at: '2025-03-10T15:00:00Z',
      outcome: 'missed',
      duration_seconds: 0,
    });
    await postPlatformCall(request, clientId, {
      caller_number: '+1 (555) 999-0000',
      started_at: '2025-03-15T15:00:00Z',
      outcome: 'voicemail',
      call_type: 'outbound',
    });
    for (let n = 0; n < 20; n += 1) {
      await postPlatformCall(request, clientId, {
        caller_number: `+1 (555) 100-${String(n).padStart(4, '0')}`,
        started_at: `2025-02-0${1 + (n % 9)}T10:00:00Z`,
        outcome: 'information',
      });
    }

    await page.getByRole('link', { name: 'Call Logs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Call Logs' })).toBeVisible();
    const calls = card(page, 'All Calls');
    const rows = calls.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(calls.getByTestId('pager-range')).toHaveText('Showing 1–20 of 23');
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toContainText('+1 (555) 999-0000');
    await calls.getByRole('button', { name: 'Next' }).click();
    await expect(calls.getByTestId('pager-range')).toHaveText('Showing 21–23 of 23');
    await expect(rows).toHaveCount(3);
    await calls.getByRole('button', { name: 'Previous' }).click();
    await expect(calls.getByTestId('pager-range')).toHaveText('Showing 1–20 of 23');

    await calls.getByLabel('Outcome', { exact: true }).selectOption({ label: 'Missed' });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('+1 (555) 888-0000');
    await expect(rows.first()).toContainText('0s');
    await calls.getByLabel('Outcome', { exact: true }).selectOption({ label: 'All outcomes' });
    await calls.getByLabel('Type', { exact: true }).selectOption('outbound');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('+1 (555) 999-0000');
    await calls.getByLabel('Type', { exact: true }).selectOption({ label: 'All types' });
    await calls.getByLabel('From', { exact: true }).fill('2025-03-11');
    await calls.getByLabel('To', { exact: true }).fill('2025-03-13');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('+1 (555) 777-1234');
    await calls.getByLabel('From', { exact: true }).fill('');
    await calls.getByLabel('To', { exact: true }).fill('');
    await calls.getByLabel('Search', { exact: true }).fill('777');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('2m 5s');
    await expect(rows.first()).toContainText('Booked Appointment');

    await rows
      .first()
      .getByRole('button', { name: /\+1 \(555\) 777-1234/ })
      .click();
    const details = page.getByRole('dialog', { name: 'Call Details' });
    await expect(details).toContainText('Booked an oil change for Friday.');
    await expect(details).toContainText('Caller: I need an oil change.');
    await expect(details).toContainText('positive');
    await expect(details).toContainText('service booking');
    await expect(details).toContainText('2m 5s');
    await expect(details).toContainText('Booked Appointment');
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();

    await calls.getByLabel('Search', { exact: true }).fill('555) 100-');
    await expect(calls.getByTestId('pager-range')).toHaveText('Showing 1–20 of 20');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^calls-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync(await download.path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(21);
    expect(lines.slice(1).every((line) => line.includes('100-'))).toBe(true);
  });
});
