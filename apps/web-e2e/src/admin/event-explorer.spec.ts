import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ADMIN, createConfirmedClient, signIn, uniqueEmail } from '../support/auth';
import { changeStatus, submitBookDemoLead, uniqueTag } from '../leads/lead-support';

test.describe('event explorer @desktop-only', () => {
  test('an admin filters the log by type and text, opens an event, follows its stream and its correlation', async ({ page, request }) => {
    const tag = uniqueTag('ex');
    const email = uniqueEmail(tag);
    const id = await submitBookDemoLead(request, { email, fullName: `Ada ${tag}` });
    await changeStatus(request, id, 'contacted', 0);
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('link', { name: 'Events' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    const events = page.getByRole('list', { name: 'Events' }).getByTestId('logged-event');
    await expect(events.first()).toBeVisible();

    const filters = page.getByRole('form', { name: 'Event filters' });
    await filters.getByLabel('Event types').fill('DemoRequestSubmitted');
    await filters.getByLabel('Text in data').fill(tag);
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(events).toHaveCount(1);
    await expect(events.first()).toContainText(`demo-request-${id} #0`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download NDJSON' }).click()]);
    expect(download.suggestedFilename()).toBe('events.ndjson');
    const exported = readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(exported.map((event) => event.stream)).toEqual([`demo-request-${id}`]);

    await events.first().getByText('DemoRequestSubmitted').click();
    await expect(events.first().getByLabel('Event data')).toContainText(email);
    await expect(events.first().getByLabel('Event metadata')).toContainText('correlationId');

    await events.first().getByRole('button', { name: 'Event history' }).click();
    const timeline = page.getByRole('dialog', { name: `Event history: demo-request-${id}` });
    await expect(timeline.getByRole('list', { name: 'Events' })).toContainText('StatusChanged');
    await page.keyboard.press('Escape');
    await expect(timeline).toBeHidden();

    await events.first().getByRole('button', { name: 'Same correlation' }).click();
    await expect(filters.getByLabel('Correlation id')).not.toHaveValue('');
    await expect(page.getByRole('list', { name: 'Events' })).toContainText(`demo-request-${id}`);
  });

  test('an admin follows a client record back to the account event that caused it', async ({ page, request }) => {
    await createConfirmedClient(request, 'cause');
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/events');
    const filters = page.getByRole('form', { name: 'Event filters' });
    await filters.getByLabel('Event types').fill('ClientCreated.v2');
    await filters.getByRole('button', { name: 'Search' }).click();
    const events = page.getByRole('list', { name: 'Events' }).getByTestId('logged-event');
    await events.first().getByText('ClientCreated.v2').click();
    await events.first().getByRole('button', { name: 'Caused by' }).click();
    await expect(filters.getByLabel('Event id')).not.toHaveValue('');
    await expect(events).toHaveCount(1);
    await expect(events.first()).toContainText('user-');
  });
});
