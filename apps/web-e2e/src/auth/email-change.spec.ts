import { expect, type Page, test } from '@playwright/test';
import { createConfirmedClient, logout, mailedLink, PASSWORD, signIn, toast, uniqueEmail } from '../support/auth';

const NOTICE = 'Your e-mail address is being changed';
const CONFIRM = 'Confirm your new e-mail address';

/** Signs in, opens /account and asks for a new address with the current password. */
async function requestChange(page: Page, email: string, newEmail: string): Promise<void> {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Email' });
  await section.getByLabel('New email').fill(newEmail);
  await section.getByRole('button', { name: 'Change email' }).click();
  await expect(toast(page, 'Enter your current password to change your email')).toBeVisible();
  await section.getByLabel('Current password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Change email' }).click();
  await expect(section.getByText(`Waiting for confirmation of ${newEmail}.`)).toBeVisible();
}

/** Opens a mailed confirmation link; the confirm page verifies on load or on a click, depending on its version. */
async function openConfirmLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  const button = page.getByRole('button', { name: /^Confirm/ });
  await expect(
    page
      .getByRole('heading', { name: "You're all set" })
      .or(button)
      .or(page.getByRole('heading', { name: /invalid/ })),
  ).toBeVisible();
  if (await button.isVisible()) await button.click();
}

test('changes the e-mail with the current password, confirms through the mailed link, and tells the old address @desktop-only', async ({
  page,
  request,
}) => {
  const email = await createConfirmedClient(request, 'change-old');
  const newEmail = uniqueEmail('change-new');
  await requestChange(page, email, newEmail);

  // The old address is told, with a stop link; merely opening that page changes nothing.
  const stopLink = await mailedLink(email, NOTICE);
  expect(new URL(stopLink).pathname).toBe('/account/email-change/stop');
  await page.goto(stopLink);
  await expect(page.getByRole('heading', { name: 'Stop the e-mail change?' })).toBeVisible();

  await openConfirmLink(page, await mailedLink(newEmail, CONFIRM));
  await expect(page.getByRole('heading', { name: "You're all set" })).toBeVisible();

  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await logout(page);
  await signIn(page, newEmail);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the stop link mailed to the old address stops the change on a click @desktop-only', async ({ page, request }) => {
  const email = await createConfirmedClient(request, 'stop-old');
  const newEmail = uniqueEmail('stop-new');
  await requestChange(page, email, newEmail);

  await page.goto(await mailedLink(email, NOTICE));
  await page.getByRole('button', { name: 'Stop the change' }).click();
  await expect(page.getByRole('heading', { name: 'The change is stopped' })).toBeVisible();

  await openConfirmLink(page, await mailedLink(newEmail, CONFIRM));
  await expect(page.getByRole('heading', { name: 'This link is invalid or has expired' })).toBeVisible();
  await page.context().clearCookies();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
});
