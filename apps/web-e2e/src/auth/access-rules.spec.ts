import { expect, test } from '@playwright/test';
import { ADMIN, ADMIN_NAV, createConfirmedClient, sidebar, signIn } from '../support/auth';

test.describe('role rules @desktop-only', () => {
  test('signed-out visitors of protected pages go to /auth', async ({ page }) => {
    for (const path of ['/dashboard', '/admin', '/account']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    }
  });

  test('a client on admin pages goes to /dashboard', async ({ page, request }) => {
    await signIn(page, await createConfirmedClient(request, 'rules'));
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(sidebar(page, 'Client')).toBeVisible();
  });

  test('an admin lands on /admin, is sent there from client pages, and sees the admin sidebar', async ({ page }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    // Straight from the sign-in form to the admin area, not through the client dashboard.
    expect(visited).not.toContain('/dashboard');
    const nav = sidebar(page, 'Admin');
    for (const label of ADMIN_NAV) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Demo Requests' })).toHaveAttribute('href', '/admin/demo-requests');
    await expect(page.getByTestId('user-label')).toHaveText('admin');
    await expect(page.getByText('Admin', { exact: true })).toBeVisible();

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/account');
    await expect(sidebar(page, 'Admin')).toBeVisible();
  });
});
