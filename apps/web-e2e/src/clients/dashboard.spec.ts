import { expect, test } from '@playwright/test';
import { AI_VOICES, DEFAULT_GREETING_MESSAGE } from '@receptionist/contracts';
import { toast } from '../support/auth';
import { card, signInNewClient, statValue } from './client-area-support';

test.describe('client dashboard', () => {
  test('the first visit shows a spinner, then creates the record with the defaults and shows every card', async ({ page, request }) => {
    // Hold the first client query back, so the spinner is on screen long enough to be seen.
    let releaseClient: () => void = () => undefined;
    const clientHeld = new Promise<void>((resolve) => (releaseClient = resolve));
    await page.route(
      (url) => url.pathname === '/graphql',
      async (route) => {
        if (route.request().url().includes('MyClient')) await clientHeld;
        await route.fallback();
      },
    );
    await signInNewClient(page, request, 'first-visit');
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    releaseClient();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });

    await expect(statValue(page, 'Total Calls')).toHaveText('0');
    await expect(statValue(page, 'Minutes Used')).toHaveText('0/500');
    await expect(card(page, 'Minutes Used').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(statValue(page, 'Current Plan')).toHaveText('Starter');
    await expect(statValue(page, 'Status')).toHaveText('Active');

    await expect(card(page, 'Test Your AI Receptionist').getByRole('button', { name: 'Start Test Call' })).toBeVisible();

    const agent = card(page, 'Configure Your AI Agent');
    await expect(agent.getByLabel('Business Name')).toHaveValue('My Business');
    await expect(agent.getByLabel('Greeting Message')).toHaveValue(DEFAULT_GREETING_MESSAGE);
    await expect(agent.getByLabel('AI Voice')).toHaveValue('alloy');
    await expect(agent.getByLabel('AI Voice').locator('option')).toHaveText(AI_VOICES.map((voice) => voice.label));
    await expect(agent.getByLabel('AI Personality')).toHaveValue('professional');

    const phone = card(page, 'Phone Number');
    await expect(phone.getByLabel('Your AI Phone Number')).toHaveValue('Not assigned yet');
    await expect(phone.getByLabel('Your AI Phone Number')).not.toBeEditable();
    await expect(phone.getByRole('button', { name: 'Request Number' })).toBeVisible();
    await expect(phone.getByLabel('Call Forwarding Number')).toBeEditable();

    const calls = card(page, 'Recent Call Logs');
    await expect(calls.getByRole('columnheader')).toHaveText(['Caller', 'Duration', 'Outcome', 'Type', 'Date']);
    await expect(calls.getByText('No calls yet')).toBeVisible();

    // The record exists now: a reload shows the same defaults without creating another.
    await page.reload();
    await expect(card(page, 'Configure Your AI Agent').getByLabel('Business Name')).toHaveValue('My Business');
  });

  test('Request Number shows that the request is pending', async ({ page, request }) => {
    await signInNewClient(page, request, 'number');
    const phone = card(page, 'Phone Number');
    await phone.getByRole('button', { name: 'Request Number' }).click();
    await expect(toast(page, 'Phone number requested')).toBeVisible();
    await expect(phone.getByText('Number requested: pending assignment by our team')).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Request Number' })).toHaveCount(0);
    await page.reload();
    await expect(card(page, 'Phone Number').getByText('Number requested: pending assignment by our team')).toBeVisible();
  });

  test('a test call shows its transcript and is recorded as a test call that uses no minutes @desktop-only', async ({ page, request }) => {
    await signInNewClient(page, request, 'test-call');
    const agent = card(page, 'Configure Your AI Agent');
    await agent.getByLabel('Business Name').fill('Sunrise Motors');
    await agent.getByLabel('Business Name').blur();
    await expect(toast(page, 'Settings updated successfully')).toBeVisible();
    await agent.getByLabel('AI Personality').selectOption('casual');

    const testCard = card(page, 'Test Your AI Receptionist');
    await expect(testCard.getByText('Hear how your casual AI receptionist answers for Sunrise Motors.')).toBeVisible();
    await testCard.getByRole('button', { name: 'Start Test Call' }).click();
    const transcript = testCard.getByRole('list', { name: 'Test call transcript' });
    await expect(transcript.getByRole('listitem').first()).toContainText(DEFAULT_GREETING_MESSAGE);
    await expect(transcript).toContainText("Sure thing! Let's get you in at Sunrise Motors.", { timeout: 15_000 });
    await expect(testCard.getByText('Test call recorded in your call logs (not counted in your minutes).')).toBeVisible({ timeout: 20_000 });

    const recent = card(page, 'Recent Call Logs');
    await expect(recent.getByRole('row', { name: /Browser test/ })).toContainText('test');
    await expect(recent.getByRole('row', { name: /Browser test/ })).toContainText('Booked Appointment');
    await expect(statValue(page, 'Minutes Used')).toHaveText('0/500');
    await expect(statValue(page, 'Total Calls')).toHaveText('0');
  });
});
