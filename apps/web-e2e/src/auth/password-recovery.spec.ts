import { expect, test } from '@playwright/test';
import { createConfirmedClient, logout, mailedLink, signIn, toast } from '../support/auth';

test('Forgot password? mails a link that lets the user set a new password @desktop-only', async ({ page, request }) => {
  const email = await createConfirmedClient(request, 'recover');
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The page loads lazily: until its heading shows, 'Email' is still the sign-in field.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await page.goto(await mailedLink(email, 'Reset your password'));
  await page.getByRole('button', { name: 'Continue to reset password' }).click();
  await expect(page).toHaveURL(/\/auth\/reset$/);
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(toast(page, 'Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('New password').fill('NewSecret456');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await logout(page);
  await signIn(page, email, 'NewSecret456');
  await expect(page).toHaveURL(/\/dashboard$/);
});
