import { expect, type Page, test } from '@playwright/test';
import { CLIENT_SETTING_MESSAGES, KNOWLEDGE_MESSAGES } from '@receptionist/contracts';
import { graphql } from '@receptionist/graphql-documents';
import { ADMIN, toast } from '../support/auth';
import { graphqlAs } from '../support/graphql';
import { expectNoHorizontalOverflow } from '../support/site';
import { card, clientIdOf, postInboundCall, signInNewClient } from './client-area-support';

const ASSIGN = graphql(`
  mutation E2eAssignPhoneNumber($clientId: ID!, $phoneNumber: String!) {
    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) {
      phoneNumber
    }
  }
`);

async function expectSaved(page: Page) {
  const saved = toast(page, CLIENT_SETTING_MESSAGES.updated);
  await expect(saved).toBeVisible();
  await expect(saved).toBeHidden({ timeout: 10_000 });
}

test.describe("the agent's knowledge and rules @desktop-only", () => {
  test('an owner sets hours, a Q&A entry and a transfer rule; the history shows them, restore works, and the inbound-call API answers with them', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = await signInNewClient(page, request, 'rules');
    const clientId = await clientIdOf(request, email);
    const number = `+1 555 ${String(Date.now()).slice(-7, -4)} ${String(Date.now()).slice(-4)}`;
    await graphqlAs(request, ADMIN, ASSIGN, { clientId, phoneNumber: number });
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    // Hours: the suggested weekdays 09:00–17:00, in Los Angeles time, Wednesday until 18:00.
    const hours = card(page, 'Business Hours');
    await hours.getByLabel('Time zone').selectOption('America/Los_Angeles');
    await hours.getByLabel('Wed closes').fill('18:00');
    await hours.getByRole('button', { name: 'Save business hours' }).click();
    await expectSaved(page);

    // Q&A: an entry without an answer is refused at the field, nothing saved; with it, saved.
    const knowledge = card(page, 'Questions and Answers');
    await expect(knowledge.getByText('No questions yet')).toBeVisible();
    await knowledge.getByRole('button', { name: 'Add question' }).click();
    await knowledge.getByLabel('Question 1').fill('Do you sell used cars?');
    await knowledge.getByRole('button', { name: 'Save questions and answers' }).click();
    await expect(knowledge.getByRole('alert')).toHaveText(KNOWLEDGE_MESSAGES.answerRequired);
    await expect(toast(page, CLIENT_SETTING_MESSAGES.updateFailed)).toBeVisible();
    await knowledge.getByLabel('Answer 1').fill('Yes, over 200 certified pre-owned vehicles.');
    await knowledge.getByRole('button', { name: 'Save questions and answers' }).click();
    await expectSaved(page);

    // Transfer: sales calls go to Dana during open hours.
    const transfers = card(page, 'Transfer Rules');
    await transfers.getByLabel('Sales: transfer to (name)').fill('Dana Whitfield');
    await transfers.getByLabel('Sales: phone').fill('+1 (555) 010-4400');
    await expect(transfers.getByLabel('Sales: when')).toHaveValue('open_hours');
    await transfers.getByRole('button', { name: 'Save transfer rules' }).click();
    await expectSaved(page);

    const history = card(page, 'Settings History');
    const rows = history.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText(
      'Transfer rules(empty)Sales → Dana Whitfield +1 (555) 010-4400 (during open hours); otherwise take a message',
    );
    await expect(rows.nth(1)).toContainText('Questions and answers(empty)Q&A: 1 entry');
    await expect(rows.nth(2)).toContainText('Business hours(empty)Mon 09:00–17:00, Tue 09:00–17:00, Wed 09:00–18:00');
    await expect(rows.nth(2)).toContainText('Sat closed, Sun closed (America/Los_Angeles)');

    // Wednesday 25 November 2026 17:30 PST (01:30 UTC on the 26th): open, sales go to Dana; 18:30 PST: closed, a message.
    const open = await postInboundCall(request, { called_number: number, caller_number: '+1 555 010 7788', at: '2026-11-26T01:30:00Z' });
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({
      status: 'active',
      client_id: clientId,
      time_zone: 'America/Los_Angeles',
      local_time: '2026-11-25T17:30',
      open: true,
      transfers: { sales: { action: 'transfer', name: 'Dana Whitfield', phone: '+1 (555) 010-4400' }, service: { action: 'take_message' } },
      knowledge: [{ question: 'Do you sell used cars?', answer: 'Yes, over 200 certified pre-owned vehicles.' }],
    });
    const closed = await postInboundCall(request, { called_number: number, caller_number: '+1 555 010 7788', at: '2026-11-26T02:30:00Z' });
    expect(closed.body).toMatchObject({ open: false, transfers: { sales: { action: 'take_message' } } });

    // Restore the transfer rule's change: nobody set again, in the form, the history and the API.
    await rows.nth(0).getByRole('button', { name: 'Restore' }).click();
    await expect(toast(page, CLIENT_SETTING_MESSAGES.updated)).toBeVisible();
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toContainText(
      'Transfer rulesSales → Dana Whitfield +1 (555) 010-4400 (during open hours); otherwise take a message(empty)',
    );
    await expect(transfers.getByLabel('Sales: transfer to (name)')).toHaveValue('');
    const restored = await postInboundCall(request, { called_number: number, caller_number: '+1 555 010 7788', at: '2026-11-26T01:30:00Z' });
    expect(restored.body).toMatchObject({ open: true, transfers: { sales: { action: 'take_message' } } });

    // A number no client holds is not ours.
    expect(await postInboundCall(request, { called_number: '+1 555 000 0001', caller_number: 'x' })).toEqual({
      status: 404,
      body: { status: 'not_ours' },
    });
  });
});

test('at 360 px the rules cards fit the screen and a Q&A entry is added, reordered and saved @mobile-only', async ({ page, request }) => {
  await signInNewClient(page, request, 'rules-mobile');
  await page.goto('/dashboard/settings');
  const knowledge = card(page, 'Questions and Answers');
  await expect(knowledge.getByText('No questions yet')).toBeVisible();
  await card(page, 'Business Hours').getByLabel('Mon opens').fill('08:30');
  const entries = [
    ['Where do I park?', 'Behind the showroom.'],
    ['Do you take trade-ins?', 'Yes, we appraise on the spot.'],
  ];
  for (const [index, [question, answer]] of entries.entries()) {
    await knowledge.getByRole('button', { name: 'Add question' }).click();
    await knowledge.getByLabel(`Question ${index + 1}`).fill(question);
    await knowledge.getByLabel(`Answer ${index + 1}`).fill(answer);
  }
  await knowledge.getByRole('button', { name: 'Move Q&A 2 up' }).click();
  await expect(knowledge.getByLabel('Question 1')).toHaveValue('Do you take trade-ins?');
  await knowledge.getByText('Enabled (Q&A 2)').click();
  await expect(knowledge.getByLabel('Enabled (Q&A 2)')).not.toBeChecked();
  await expectNoHorizontalOverflow(page);
  await knowledge.getByRole('button', { name: 'Save questions and answers' }).click();
  await expect(toast(page, CLIENT_SETTING_MESSAGES.updated)).toBeVisible();
  const rows = card(page, 'Settings History')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toContainText('Q&A: 2 entries (1 enabled)');
  await page.reload();
  await expect(card(page, 'Questions and Answers').getByLabel('Question 1')).toHaveValue('Do you take trade-ins?');
  await expect(card(page, 'Questions and Answers').getByLabel('Enabled (Q&A 2)')).not.toBeChecked();
  await expectNoHorizontalOverflow(page);
});
