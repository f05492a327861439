import { expect, test } from '@playwright/test';
import { createConfirmedClient, logout, sidebar, signIn, toast, totpCode } from '../support/auth';

test('TOTP enrolment on the account page, then sign-in asks for a code @desktop-only', async ({ page, request }) => {
  const email = await createConfirmedClient(request, 'mfa');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Account' }).click();

  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', /^data:image\/svg\+xml/);
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(toast(page, 'Invalid TOTP code entered')).toBeVisible();
  await page.getByLabel('Code').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('Two-factor authentication is on.', { exact: true }).first()).toBeVisible();

  await logout(page);
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  // Until the code is given, protected pages stay closed.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  // The enrolment used this time step's code; a code is accepted once, and one step of drift is allowed.
  await page.getByLabel('Authentication code').fill(await totpCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Logged in successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebar(page, 'Client')).toBeVisible();
});
