import { expect, type Page, test } from '@playwright/test';
import { CLIENT_SETTING_MESSAGES, DEFAULT_GREETING_MESSAGE } from '@receptionist/contracts';
import { toast } from '../support/auth';
import { card, signInNewClient } from './client-area-support';

const GREETING = 'Thanks for calling Sunrise Motors! How may I help?';

function settingMutations(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (request.url().endsWith('/graphql') && body.includes('updateClientSetting')) sent.push(body);
  });
  return sent;
}

/** Waits for the 'Settings updated successfully' toast, then for it to close, so the next one can be told apart. */
async function expectSaved(page: Page) {
  const saved = toast(page, CLIENT_SETTING_MESSAGES.updated);
  await expect(saved).toBeVisible();
  await expect(saved).toBeHidden({ timeout: 10_000 });
}

test.describe('agent settings @desktop-only', () => {
  test('each setting saves on blur or change with a toast, unchanged values send nothing, and the history lists every change', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const email = await signInNewClient(page, request, 'settings');
    const sent = settingMutations(page);
    const agent = card(page, 'Configure Your AI Agent');
    const phone = card(page, 'Phone Number');

    // Focus and leave a field without changing it: nothing is written.
    await agent.getByLabel('Business Name').focus();
    await agent.getByLabel('Business Name').blur();
    await agent.getByLabel('Greeting Message').click();
    await page.keyboard.press('Tab');
    await expect(agent.getByLabel('Business Name')).toHaveValue('My Business');
    expect(sent).toHaveLength(0);

    await agent.getByLabel('Business Name').fill('Sunrise Motors');
    await agent.getByLabel('Business Name').blur();
    await expectSaved(page);
    await agent.getByLabel('Greeting Message').fill(GREETING);
    await agent.getByLabel('Greeting Message').blur();
    await expectSaved(page);
    await agent.getByLabel('AI Voice').selectOption({ label: 'Female' });
    await expectSaved(page);
    await agent.getByLabel('AI Personality').selectOption('friendly');
    await expectSaved(page);
    await phone.getByLabel('Call Forwarding Number').fill('+1 (555) 010-2000');
    await phone.getByLabel('Call Forwarding Number').blur();
    await expectSaved(page);
    expect(sent).toHaveLength(5);

    // A value breaking the phone rules is refused with the spec's toast and the rule's message.
    await phone.getByLabel('Call Forwarding Number').fill('555-CALL-NOW');
    await phone.getByLabel('Call Forwarding Number').blur();
    await expect(toast(page, CLIENT_SETTING_MESSAGES.updateFailed)).toBeVisible();
    await expect(toast(page, CLIENT_SETTING_MESSAGES.phoneInvalid)).toBeVisible();
    await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('Error', { exact: true })).toBeVisible();

    await page.reload();
    const reloaded = card(page, 'Configure Your AI Agent');
    await expect(reloaded.getByLabel('Business Name')).toHaveValue('Sunrise Motors');
    await expect(reloaded.getByLabel('Greeting Message')).toHaveValue(GREETING);
    await expect(reloaded.getByLabel('AI Voice')).toHaveValue('shimmer');
    await expect(reloaded.getByLabel('AI Personality')).toHaveValue('friendly');
    await expect(card(page, 'Phone Number').getByLabel('Call Forwarding Number')).toHaveValue('+1 (555) 010-2000');

    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    const history = card(page, 'Settings History');
    await expect(history.getByRole('columnheader')).toHaveText(['When', 'Who', 'Field', 'Before', 'After', '']);
    const rows = history.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(5);
    // Newest first: who, field, before -> after.
    await expect(rows.nth(0)).toContainText(`${email}Call Forwarding Number(empty)+1 (555) 010-2000`);
    await expect(rows.nth(1)).toContainText('AI PersonalityprofessionalfriendlyRestore');
    await expect(rows.nth(2)).toContainText('AI VoiceNeutralFemale');
    await expect(rows.nth(3)).toContainText(`Greeting Message${DEFAULT_GREETING_MESSAGE}${GREETING}`);
    await expect(rows.nth(4)).toContainText('Business NameMy BusinessSunrise Motors');
  });

  test('Restore sets a field back to its value before that change, as a new history entry', async ({ page, request }) => {
    await signInNewClient(page, request, 'restore');
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const agent = card(page, 'Configure Your AI Agent');
    const history = card(page, 'Settings History');
    await expect(history.getByText('No changes yet')).toBeVisible();

    await agent.getByLabel('Business Name').fill('Sunrise Motors');
    await agent.getByLabel('Business Name').blur();
    await expectSaved(page);
    await agent.getByLabel('Business Name').fill('Sunset Motors');
    await agent.getByLabel('Business Name').blur();
    await expectSaved(page);
    const rows = history.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(2);

    // Restore the first change: the name goes back to 'My Business'.
    await rows.nth(1).getByRole('button', { name: 'Restore' }).click();
    await expect(toast(page, CLIENT_SETTING_MESSAGES.updated)).toBeVisible();
    await expect(agent.getByLabel('Business Name')).toHaveValue('My Business');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Business NameSunset MotorsMy Business');
    // The restored entry's earlier value is the current one now: nothing left to restore there.
    await expect(rows.nth(2).getByRole('button', { name: 'Restore' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(card(page, 'Configure Your AI Agent').getByLabel('Business Name')).toHaveValue('My Business');
  });
});
