import { expect, test } from '@playwright/test';
import { graphql } from '@receptionist/graphql-documents';
import { ADMIN, createConfirmedClient, outboxMails, sidebar, signIn } from '../support/auth';
import { graphqlAs } from '../support/graphql';
import { OwnApi } from '../support/own-api';
import { clientIdOf, type PlatformCall, postInboundCall, postPlatformCall } from './client-area-support';

/** Issue 14's acceptance, end to end on a server of its own (stopped for `npm run replay`, restarted). */
const api = new OwnApi('receptionist-acceptance', 7);

const SET_SETTING = graphql(`
  mutation E2eSetSetting($field: String!, $value: String!) {
    updateClientSetting(field: $field, value: $value) {
      id
    }
  }
`);

const ASSIGN_NUMBER = graphql(`
  mutation E2eAcceptanceAssignNumber($clientId: ID!, $phoneNumber: String!) {
    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) {
      phoneNumber
    }
  }
`);

const weekdays = (open: string, close: string) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day, index) => [day, index < 5 ? [{ open, close }] : []]));

/** The owner's rules, as the settings page saves them (its cards are driven in clients/agent-rules.spec.ts). */
const RULES = {
  business_hours: { timeZone: 'America/Denver', week: weekdays('08:00', '18:00'), closures: [{ date: '2030-12-25', label: 'Christmas' }] },
  knowledge: [{ id: 'loaners', question: 'Do you offer loaner cars?', answer: 'Yes, for service visits over two hours.', enabled: true }],
  transfer_rules: { sales: null, service: { name: 'Riley Chen', phone: '+1 (555) 010-3300', when: 'open_hours' }, other: null },
};

/** A service call that booked a visit and took an urgent message: one alert mail with the default preferences. */
const urgentCall = (callerName: string): PlatformCall => ({
  caller_number: '+1 (555) 707-0101',
  agent: 'service',
  duration_seconds: 60,
  transcript: 'AI: Good morning!\nCaller: My brakes are grinding, I need someone to look at them today.',
  appointment: { starts_at: '2030-04-02T15:00:00Z', kind: 'service', customer_name: callerName, vehicle: '2019 Tacoma', concern: 'Grinding brakes' },
  message: { caller_name: callerName, callback_number: '+1 (555) 707-0101', text: 'Please call me back today about my brakes.', urgency: 'urgent' },
});

test.describe('the receptionist works for the owner, from rules to alerts (issue 14) @desktop-only', () => {
  test.use({ baseURL: api.baseURL });
  test.beforeAll(async () => api.start());
  test.afterAll(async () => api.stop());

  test('rules answer the inbound call; a signed report shows live in appointments and messages; exactly one alert mail, still one after npm run replay', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000); // two restarts of a server and a replay, besides the browser steps
    const email = await createConfirmedClient(request, 'acceptance', api.dataDir);
    const owner = { email, password: 'Secret123' };
    const clientId = await clientIdOf(request, email);
    const number = '+1 (555) 707-4000';
    await graphqlAs(request, ADMIN, ASSIGN_NUMBER, { clientId, phoneNumber: number });
    for (const [field, value] of Object.entries(RULES)) await graphqlAs(request, owner, SET_SETTING, { field, value: JSON.stringify(value) });

    // Tuesday 2 April 2030, 09:30 in Denver (15:30 UTC): open, service calls go to Riley; 19:30 there: closed, a message.
    const ringing = { called_number: number, caller_number: '+1 (555) 707-0101' };
    const open = await postInboundCall(request, { ...ringing, at: '2030-04-02T15:30:00Z' }, api.dataDir);
    expect(open).toMatchObject({
      status: 200,
      body: {
        status: 'active',
        client_id: clientId,
        open: true,
        transfers: { service: { action: 'transfer', name: 'Riley Chen', phone: '+1 (555) 010-3300' }, sales: { action: 'take_message' } },
        knowledge: [{ question: 'Do you offer loaner cars?', answer: 'Yes, for service visits over two hours.' }],
      },
    });
    const closed = await postInboundCall(request, { ...ringing, at: '2030-04-03T01:30:00Z' }, api.dataDir);
    expect(closed.body).toMatchObject({ open: false, transfers: { service: { action: 'take_message' } } });

    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    const nav = sidebar(page, 'Client');
    await nav.getByRole('link', { name: 'Appointments', exact: true }).click();
    await expect(page.getByText('No upcoming appointments')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

    await postPlatformCall(request, clientId, urgentCall('Jordan Blake'), api.dataDir);
    // Live: the booking appears and the unread count moves without a reload.
    await expect(page.locator('[data-appointment-id]').filter({ hasText: 'Jordan Blake' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Messages 1 unhandled message' })).toBeVisible();
    await nav.getByRole('link', { name: /^Messages/ }).click();
    const message = page.locator('[data-message-id]').filter({ hasText: 'Please call me back today about my brakes.' });
    await expect(message).toContainText('Urgent');

    const alertsFor = () => outboxMails(api.dataDir).filter((mail) => mail.to === email && mail.subject !== 'Confirm your sign-up');
    await expect.poll(() => alertsFor().map((mail) => mail.subject), { message: 'the alert mail' }).toEqual(['Urgent message from Jordan Blake']);

    await api.stop();
    expect(await api.replay()).toContain('owner_inbox');
    await api.start();

    // The alerts process manager has run past the first report once the second report's alert is mailed (it follows
    // the log in order): the first still has exactly one mail.
    await postPlatformCall(request, clientId, urgentCall('Avery Stone'), api.dataDir);
    await expect
      .poll(() => alertsFor().map((mail) => mail.subject), { message: 'one alert mail per report' })
      .toEqual(['Urgent message from Jordan Blake', 'Urgent message from Avery Stone']);

    // The replayed read models hold the same work: both messages, both bookings.
    await page.reload();
    await expect(page.locator('[data-message-id]')).toHaveCount(2);
    await expect(nav.getByRole('link', { name: 'Messages 2 unhandled messages' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Appointments 2 upcoming appointments' })).toBeVisible();
  });
});
