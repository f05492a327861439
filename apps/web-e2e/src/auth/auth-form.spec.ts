import { expect, test } from '@playwright/test';
import { AUTH_MESSAGES, PASSWORD_HINT } from '@receptionist/contracts';
import { CLIENT_NAV, mailedLink, PASSWORD, sidebar, toast, uniqueEmail } from '../support/auth';

test.describe('/auth form @desktop-only', () => {
  test('one form in two modes toggled by the link, with the spec texts', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.getByText('Sign in to your account to continue')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveCount(0);
    await expect(page.getByLabel('Password')).toHaveAttribute('minlength', '8');
    await expect(page.getByText(PASSWORD_HINT)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');

    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(page.getByText('Get started with your AI receptionist')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toBeVisible();
    await expect(page.getByText(PASSWORD_HINT)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  });

  test('sign-up shows the first failing rule in an Error toast, for each rule', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    const cases: [string, string, string, string][] = [
      ['Ada Lovelace', 'not-an-email', PASSWORD, AUTH_MESSAGES.invalidEmail],
      ['Ada Lovelace', 'ada@example.com', 'Short1', AUTH_MESSAGES.passwordTooShort],
      ['Ada Lovelace', 'ada@example.com', 'lowercase1', AUTH_MESSAGES.passwordNeedsUppercase],
      ['Ada Lovelace', 'ada@example.com', 'UPPERCASE1', AUTH_MESSAGES.passwordNeedsLowercase],
      ['Ada Lovelace', 'ada@example.com', 'NoNumberHere', AUTH_MESSAGES.passwordNeedsNumber],
      ['  A  ', 'ada@example.com', PASSWORD, AUTH_MESSAGES.fullNameTooShort],
      ['A'.repeat(101), 'ada@example.com', PASSWORD, AUTH_MESSAGES.fullNameTooLong],
    ];
    for (const [fullName, email, password, message] of cases) {
      await page.getByLabel('Full Name').fill(fullName);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(toast(page, message)).toBeVisible();
      await expect(toast(page, message).locator('xpath=..')).toContainText('Error');
    }
  });

  test('sign-in checks only the e-mail format; a wrong password shows the service error', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email').fill('nobody@');
    await page.getByLabel('Password').fill('x');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, AUTH_MESSAGES.invalidEmail)).toBeVisible();

    await page.getByLabel('Email').fill('nobody@e2e.example.com');
    await page.getByLabel('Password').fill('weak');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Invalid login credentials')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('sign-up, confirm through the mailed link, and land signed in', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByLabel('Full Name').fill('  Grace Hopper ');
    await page.getByLabel('Email').fill(` ${email} `);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, 'Account created! Please check your email.')).toBeVisible();

    const link = await mailedLink(email, 'Confirm your sign-up');
    expect(new URL(link).pathname).toBe('/auth/confirm');
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await expect(page.getByText('Your e-mail address is confirmed and you are signed in.')).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(sidebar(page, 'Client').getByRole('link', { name: CLIENT_NAV[0] })).toBeVisible();

    // The link works once.
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await expect(page.getByRole('heading', { name: 'This link is invalid or has expired' })).toBeVisible();
  });

  test('login CSRF: opening a confirmation link alone signs nobody in, and the link stays usable', async ({ page }) => {
    const email = uniqueEmail('csrf');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, 'Account created! Please check your email.')).toBeVisible();
    const link = await mailedLink(email, 'Confirm your sign-up');

    // What a hostile page (or a mail scanner) does: load the link and go away.
    await page.goto(link);
    await expect(page.getByRole('button', { name: 'Confirm my e-mail address' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);

    // The owner's own click still confirms with the same link.
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await expect(page.getByText('Your e-mail address is confirmed and you are signed in.')).toBeVisible();
  });
});
