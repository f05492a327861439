import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { graphql as gql } from '@receptionist/graphql-documents';
import { clientIdOf, postPlatformCall } from '../clients/client-area-support';
import { changeStatus, graphql, leadsMatching, uniqueTag } from '../leads/lead-support';
import { ADMIN, signIn } from '../support/auth';
import { blockingViolations } from '../support/axe';
import { expectNoHorizontalOverflow } from '../support/site';
import { createClientRecord } from './admin-support';

const today = () => new Date().toISOString().slice(0, 10);
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The cells of the table row of `day` in a trend card's Table view. */
async function tableRow(page: Page, title: string, day: string): Promise<string[]> {
  return card(page, title)
    .getByRole('table', { name: `${title} table` })
    .getByRole('row')
    .filter({ hasText: day })
    .getByRole('cell')
    .allInnerTexts();
}

async function submitLeadThroughTheForm(page: Page, tag: string, index: number): Promise<void> {
  await page.goto('/book-demo');
  const form = page.getByRole('form', { name: 'Talk to an Automotive AI expert' });
  await form.getByLabel('Email').fill(`${tag}-${index}@dealer.example`);
  await form.getByLabel('Full Name').fill(`Ada ${tag} ${index}`);
  await form.getByLabel('Phone').fill('+1 (555) 010-2000');
  await form.getByLabel('Business Type').fill('Used cars');
  await form.getByRole('button', { name: 'Get My AI Receptionist Setup' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
}

async function openAnalytics(page: Page): Promise<void> {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
}

test.describe('trend analytics @desktop-only', () => {
  test('calls posted through the signed webhook appear per day by outcome and in minutes, filtered by client, as chart, table and CSV', async ({
    page,
    request,
  }) => {
    const client = await createClientRecord(request);
    const clientId = await clientIdOf(request, client.email);
    await postPlatformCall(request, clientId, { duration_seconds: 61, outcome: 'booked_appointment' });
    await postPlatformCall(request, clientId, { duration_seconds: 30, outcome: 'missed' });
    await postPlatformCall(request, clientId, { duration_seconds: 125, outcome: 'completed' });

    await openAnalytics(page);
    await page.getByRole('searchbox', { name: 'Find a client' }).fill(client.email);
    await expect(page.getByRole('option', { name: `${client.businessName} (${client.email})` })).toBeAttached();
    await page.getByRole('combobox', { name: 'Client' }).selectOption({ label: `${client.businessName} (${client.email})` });

    const calls = card(page, 'Calls per day');
    await expect(calls.getByRole('img', { name: 'Calls per day by outcome, stacked bars' }).locator('.recharts-bar-rectangle').first()).toBeVisible();
    await calls.getByRole('button', { name: 'Table' }).click();
    // Day, Calls, Booked appointment, Completed, Information, Voicemail, Missed, No outcome
    await expect.poll(() => tableRow(page, 'Calls per day', today())).toEqual([today(), '3', '1', '1', '0', '0', '1', '0']);

    const minutes = card(page, 'Minutes per day');
    await minutes.getByRole('button', { name: 'Table' }).click();
    await expect.poll(() => tableRow(page, 'Minutes per day', today())).toEqual([today(), '6']);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      calls.getByRole('button', { name: 'Download CSV of Calls per day' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^calls-per-day-.*-client-${clientId.replace(/[^\w-]/g, '.')}\\.csv$`));
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\n')[0]).toBe('Day,Calls,Booked appointment,Completed,Information,Voicemail,Missed,No outcome');
    expect(csv.split('\n')).toContain(`${today()},3,1,1,0,0,1,0`);
  });

  test('a plan change shows in the MRR of the client this month, and its activity in active clients per day', async ({ page, request }) => {
    const client = await createClientRecord(request);
    const clientId = await clientIdOf(request, client.email);
    await graphql(request, gql(`mutation E2eTrendChangePlan($id: ID!) { changePlan(clientId: $id, plan: "enterprise") { id } }`), { id: clientId });

    await openAnalytics(page);
    await page.getByRole('searchbox', { name: 'Find a client' }).fill(client.email);
    await expect(page.getByRole('option', { name: `${client.businessName} (${client.email})` })).toBeAttached();
    await page.getByRole('combobox', { name: 'Client' }).selectOption({ label: `${client.businessName} (${client.email})` });

    const mrr = card(page, 'MRR per month');
    await expect(mrr.getByRole('img', { name: 'MRR in dollars per month, bars' }).locator('.recharts-bar-rectangle').first()).toBeVisible();
    await mrr.getByRole('button', { name: 'Table' }).click();
    await expect.poll(() => tableRow(page, 'MRR per month', today().slice(0, 7))).toEqual([today().slice(0, 7), '299']);
    const active = card(page, 'Active clients');
    await active.getByRole('button', { name: 'Table' }).click();
    await expect.poll(() => tableRow(page, 'Active clients', today())).toEqual([today(), '1']);

    const [download] = await Promise.all([page.waitForEvent('download'), mrr.getByRole('button', { name: 'Download CSV of MRR per month' }).click()]);
    const lines = (await readFile(await download.path(), 'utf8')).split('\n');
    expect(lines[0]).toBe('Month,MRR ($)');
    expect(lines).toContain(`${today().slice(0, 7)},299`);
  });

  test('leads sent through the form and contacted by an admin appear in the funnel with the median time to first contact', async ({
    page,
    request,
  }) => {
    const tag = uniqueTag('trend');
    await submitLeadThroughTheForm(page, tag, 1);
    await submitLeadThroughTheForm(page, tag, 2);
    const [lead] = await leadsMatching(request, `${tag}-1@`);
    await changeStatus(request, lead.id, 'contacted', lead.revision);

    // Other specs add leads at the same time: the page must show what the server counts, and that includes ours.
    const funnelOfToday = async () =>
      (
        await graphql(
          request,
          gql(
            `query E2eLeadsFunnel($from: String!, $to: String!) { leadsFunnel(from: $from, to: $to) { days { submitted contacted qualified converted } } }`,
          ),
          { from: today(), to: today() },
        )
      ).leadsFunnel.days[0];
    await expect.poll(async () => (await funnelOfToday()).contacted).toBeGreaterThanOrEqual(1);
    expect((await funnelOfToday()).submitted).toBeGreaterThanOrEqual(2);

    await openAnalytics(page);
    const funnel = card(page, 'Leads funnel');
    await expect(funnel.getByText(/^Median time to first contact: \d+ (min|h|d)/)).toBeVisible();
    await expect(funnel.getByRole('img', { name: 'Leads per day at each funnel stage, lines' }).locator('.recharts-line').first()).toBeVisible();
    await funnel.getByRole('button', { name: 'Table' }).click();
    await expect(async () => {
      const figures = await funnelOfToday();
      const cells = await tableRow(page, 'Leads funnel', today());
      expect(cells.slice(0, 5)).toEqual([
        today(),
        String(figures.submitted),
        String(figures.contacted),
        String(figures.qualified),
        String(figures.converted),
      ]);
    }).toPass({ timeout: 15_000 });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      funnel.getByRole('button', { name: 'Download CSV of Leads funnel' }).click(),
    ]);
    const lines = (await readFile(await download.path(), 'utf8')).split('\n');
    expect(lines[0]).toBe('Day,Submitted,Contacted,Qualified,Converted,Median minutes to first contact');
    expect(lines.find((line) => line.startsWith(today()))).toMatch(new RegExp(`^${today()},\\d+,\\d+,\\d+,\\d+,\\d+(\\.\\d+)?$`));
  });

  test('the range is checked by the server with a clear message', async ({ page }) => {
    await openAnalytics(page);
    await expect(page.getByRole('img', { name: /^Page views per day: \d+ in 30 days$/ })).toBeVisible();
    await page.getByLabel('From').fill('2024-01-01');
    await expect(page.getByRole('alert').filter({ hasText: 'the range must span at most 366 days' })).toBeVisible();
    // The refused range draws no page views (the last answer was never spread over its 1,061 days, which froze the page).
    await expect(page.getByRole('img', { name: /^Page views per day/ })).toHaveCount(0);
  });

  test('fits 360 px, with tables scrolling inside their card, and axe finds no serious violation with the tables shown', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await openAnalytics(page);
    await expect(card(page, 'Calls per day').getByRole('img', { name: /Calls per day/ })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    for (const title of ['Calls per day', 'Minutes per day', 'Leads funnel', 'MRR per month', 'Active clients'])
      await card(page, title).getByRole('button', { name: 'Table' }).click();
    await expect(card(page, 'Leads funnel').getByRole('table')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    expect(await blockingViolations(page)).toEqual([]);
  });
});
