import { expect, type Page, test } from '@playwright/test';
import { sidebar, signIn, createConfirmedClient, toast } from '../support/auth';
import { blockingViolations } from '../support/axe';
import { expectNoHorizontalOverflow } from '../support/site';
import { clientIdOf, type PlatformCall, postPlatformCall, signInNewClient } from './client-area-support';

/** A sales call that booked a test drive, took an urgent message, rang a salesperson nobody answered and texted the caller. */
const TEST_DRIVE_CALL: PlatformCall = {
  caller_number: '+1 (555) 404-0101',
  agent: 'sales',
  transcript: 'AI: Thanks for calling!\nCaller: I would like to test drive the new Civic, and talk about financing.',
  summary: 'Booked a test drive; wants a call back about financing.',
  appointment: { starts_at: '2030-03-14T15:00:00Z', kind: 'test_drive', customer_name: 'Dana Reyes', vehicle: '2030 Civic' },
  message: { caller_name: 'Dana Reyes', callback_number: '+1 (555) 404-0101', text: 'Please call me back about financing today.', urgency: 'urgent' },
  transfer: { department: 'sales', to_name: 'Sam', to_number: '+1 (555) 404-9999', answered: false },
  sms: { to: '+1 (555) 404-0101', text: 'Your test drive is booked for Mar 14 at 10 AM.', status: 'delivered' },
};

/** A later call where the service agent took an ordinary message. */
const SERVICE_MESSAGE_CALL: PlatformCall = {
  caller_number: '+1 (555) 404-0202',
  agent: 'service',
  message: { caller_name: 'Lee Park', callback_number: '+1 (555) 404-0202', text: 'Is my car ready?' },
};

const appointmentRows = (page: Page) => page.locator('[data-appointment-id]');
const messageRows = (page: Page) => page.locator('[data-message-id]');
/** A Today figure: a link named by its label and value, e.g. 'Messages waiting 1'. */
const todayFigure = (page: Page, label: string, value: number) => page.getByRole('link', { name: `${label} ${value}`, exact: true });

test.describe('appointments and messages @desktop-only', () => {
  // Appointment times show in the browser's time zone: 15:00 UTC is 10:00 AM in Chicago on that day.
  test.use({ timezoneId: 'America/Chicago' });

  test('a signed call report shows up live on both pages and in the counts; marking updates them; another client sees none of it', async ({
    page,
    request,
    browser,
  }) => {
    test.slow(); // two clients, four pages, six changes waited for live
    const email = await signInNewClient(page, request, 'inbox');
    const clientId = await clientIdOf(request, email);
    const nav = sidebar(page, 'Client');
    await expect(todayFigure(page, 'Appointments booked', 0)).toBeVisible();
    await expect(todayFigure(page, 'Messages waiting', 0)).toBeVisible();
    await expect(todayFigure(page, 'Transfers missed', 0)).toBeVisible();
    // Set once: still there at the end proves that nothing reloaded the page.
    await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));

    await nav.getByRole('link', { name: 'Appointments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
    await expect(page.getByText('No upcoming appointments')).toBeVisible();

    await postPlatformCall(request, clientId, TEST_DRIVE_CALL);
    await expect(appointmentRows(page)).toHaveCount(1);
    const appointment = appointmentRows(page).first();
    for (const text of ['Thu, Mar 14, 2030', '10:00 AM', 'Test drive: 2030 Civic', 'Dana Reyes', '+1 (555) 404-0101', 'Sales', 'Booked']) {
      await expect(appointment).toContainText(text);
    }
    await expect(nav.getByRole('link', { name: 'Appointments 1 upcoming appointment' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Messages 1 unhandled message' })).toBeVisible();

    await test.step('messages: unhandled first, urgent on top; mark handled moves it and the count', async () => {
      await nav.getByRole('link', { name: /^Messages/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      await expect(messageRows(page)).toHaveCount(1);
      await postPlatformCall(request, clientId, SERVICE_MESSAGE_CALL);
      await expect(messageRows(page)).toHaveCount(2);
      await expect(nav.getByRole('link', { name: 'Messages 2 unhandled messages' })).toBeVisible();
      const urgent = messageRows(page).first();
      await expect(urgent).toContainText('Dana Reyes');
      await expect(urgent).toContainText('Urgent');
      await expect(urgent).toContainText('Please call me back about financing today.');
      await expect(urgent.getByRole('link', { name: '+1 (555) 404-0101' })).toHaveAttribute('href', 'tel:+15554040101');
      await expect(messageRows(page).nth(1)).toContainText('Lee Park');
      await expect(messageRows(page).nth(1)).not.toContainText('Urgent');

      await urgent.getByRole('button', { name: 'Mark handled' }).click();
      await expect(toast(page, 'Message handled')).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Messages 1 unhandled message' })).toBeVisible();
      await expect(messageRows(page).first()).toContainText('Lee Park');
      await expect(messageRows(page).nth(1)).toContainText('Dana Reyes');
      await expect(messageRows(page).nth(1)).toContainText('Handled');

      await page.getByRole('button', { name: 'Unhandled', exact: true }).click();
      await expect(messageRows(page)).toHaveCount(1);
      await expect(messageRows(page).first()).toContainText('Lee Park');
      await page.getByRole('button', { name: 'Handled', exact: true }).click();
      await expect(messageRows(page)).toHaveCount(1);
      await expect(messageRows(page).first()).toContainText('Dana Reyes');
      await expect(messageRows(page).first().getByRole('button', { name: 'Mark unhandled' })).toBeVisible();
    });

    await test.step('a message opens its call: transcript, agent and what the receptionist did', async () => {
      await messageRows(page).first().getByRole('button', { name: 'View call' }).click();
      const drawer = page.getByRole('dialog', { name: 'Call details' });
      await expect(drawer).toContainText('I would like to test drive the new Civic');
      await expect(drawer.locator('[data-detail="Agent"]')).toHaveText('Sales');
      await expect(drawer.locator('[data-detail="Appointment"]')).toContainText('Test drive: 2030 Civic, Thu, Mar 14, 2030, 10:00 AM');
      await expect(drawer.locator('[data-detail="Message"]')).toContainText('Please call me back about financing today.');
      await expect(drawer.locator('[data-detail="Transfer"]')).toContainText('Sales: Sam (+1 (555) 404-9999) Not answered');
      await expect(drawer.locator('[data-detail="SMS follow-up"]')).toContainText('Delivered');
      await drawer.getByRole('button', { name: 'Close' }).click();
      await expect(drawer).toBeHidden();
    });

    await test.step('appointments: done moves it to Past and clears the count; back to booked restores both', async () => {
      await nav.getByRole('link', { name: /^Appointments/ }).click();
      await expect(appointmentRows(page)).toHaveCount(1);
      await page.getByLabel('Agent', { exact: true }).selectOption({ label: 'Service' });
      await expect(page.getByText('No upcoming appointments for this agent')).toBeVisible();
      await page.getByLabel('Agent', { exact: true }).selectOption({ label: 'Sales' });
      await expect(appointmentRows(page)).toHaveCount(1);
      await page.getByLabel('Agent', { exact: true }).selectOption({ label: 'All agents' });

      await appointmentRows(page).first().getByRole('button', { name: 'Mark done' }).click();
      await expect(toast(page, 'Appointment updated')).toBeVisible();
      await expect(page.getByText('No upcoming appointments')).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Appointments', exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Past', exact: true }).click();
      await expect(appointmentRows(page)).toHaveCount(1);
      await expect(appointmentRows(page).first()).toContainText('Done');
      await appointmentRows(page).first().getByRole('button', { name: 'Back to booked' }).click();
      await expect(page.getByText('No past appointments')).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Appointments 1 upcoming appointment' })).toBeVisible();
    });

    await test.step('Today: one booking, one message waiting, one missed transfer; each figure opens its page', async () => {
      await nav.getByRole('link', { name: 'Dashboard' }).click();
      await expect(todayFigure(page, 'Appointments booked', 1)).toBeVisible();
      await expect(todayFigure(page, 'Messages waiting', 1)).toBeVisible();
      await expect(todayFigure(page, 'Transfers missed', 1)).toBeVisible();
      await todayFigure(page, 'Messages waiting', 1).click();
      await expect(page).toHaveURL(/\/dashboard\/messages$/);
      expect(await page.evaluate(() => 'e2eNoReload' in window)).toBe(true);
    });

    await test.step("another client's pages and counts show none of it", async () => {
      const context = await browser.newContext({ timezoneId: 'America/Chicago' });
      const other = await context.newPage();
      await signIn(other, await createConfirmedClient(request, 'inbox-other'));
      await expect(other).toHaveURL(/\/dashboard$/);
      await expect(todayFigure(other, 'Appointments booked', 0)).toBeVisible();
      await expect(todayFigure(other, 'Messages waiting', 0)).toBeVisible();
      await expect(todayFigure(other, 'Transfers missed', 0)).toBeVisible();
      await other.goto('/dashboard/appointments');
      await expect(other.getByText('No upcoming appointments')).toBeVisible();
      await other.getByRole('button', { name: 'Past', exact: true }).click();
      await expect(other.getByText('No past appointments')).toBeVisible();
      await other.goto('/dashboard/messages');
      await expect(other.getByText('No messages')).toBeVisible();
      const otherNav = sidebar(other, 'Client');
      await expect(otherNav.getByRole('link', { name: 'Appointments', exact: true })).toBeVisible();
      await expect(otherNav.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
      await context.close();
    });
  });
});

test('Today, the appointments and the messages fit the screen (the mobile-360 project: a phone) and axe finds nothing serious on them', async ({
  page,
  request,
}) => {
  test.slow(); // three pages and an open drawer, each analysed by axe
  const email = await signInNewClient(page, request, 'inbox-phone');
  await postPlatformCall(request, await clientIdOf(request, email), TEST_DRIVE_CALL);
  await expect(todayFigure(page, 'Transfers missed', 1)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  expect(await blockingViolations(page)).toEqual([]);

  await page.goto('/dashboard/appointments');
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  await expect(appointmentRows(page)).toHaveCount(1);
  await expect(appointmentRows(page).first().getByRole('button', { name: 'Mark done' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  expect(await blockingViolations(page)).toEqual([]);

  await page.goto('/dashboard/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(messageRows(page)).toHaveCount(1);
  await expect(messageRows(page).first().getByRole('link', { name: '+1 (555) 404-0101' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  expect(await blockingViolations(page)).toEqual([]);

  await messageRows(page).first().getByRole('button', { name: 'View call' }).click();
  await expect(page.getByRole('dialog', { name: 'Call details' }).locator('[data-detail="Transfer"]')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});
