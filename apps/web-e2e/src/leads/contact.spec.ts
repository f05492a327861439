import { expect, type Page, test } from '@playwright/test';
import { toast } from '../support/auth';
import { openMainNav } from '../support/site';
import { submittedLeads, uniqueTag } from './lead-support';

const FIELDS = ['First Name', 'Company', 'Email', 'Phone', 'Message'] as const;
type ContactFields = Record<(typeof FIELDS)[number], string>;

const valid: ContactFields = {
  'First Name': 'Ada',
  Company: 'Lakeview Auto',
  Email: 'ada@dealer.example',
  Phone: '555 0100',
  Message: 'Please call me about pricing.',
};

// Required fields' labels end in a required mark.
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\b`));

async function fillContact(page: Page, fields: ContactFields) {
  for (const label of FIELDS) await field(page, label).fill(fields[label]);
}

test('/contact shows the heading, support e-mail, phone, office hours and header links', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@ai-receptionist.example' })).toHaveAttribute('href', 'mailto:support@ai-receptionist.example');
  await expect(page.getByRole('main').getByRole('link', { name: '(888) 555-0142' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Office Hours' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Mon-Fri 9AM-5PM EST' })).toBeVisible();
  for (const label of FIELDS) await expect(field(page, label)).toHaveAttribute('required', '');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
  const nav = await openMainNav(page);
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/auth');
  await expect(nav.getByRole('link', { name: 'Book a Demo', exact: true })).toHaveAttribute('href', '/book-demo');
});

test.describe('contact form @desktop-only', () => {
  test('submitted valid goes to /thank-you; the message is stored in notes', async ({ page, request }) => {
    const tag = uniqueTag('ct');
    await page.goto('/contact');
    await fillContact(page, { ...valid, 'First Name': `Cy${tag}`, Email: `${tag}@dealer.example`, Message: '  I would like a demo next week.  ' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);

    const leads = await submittedLeads(request, tag);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      firstName: `Cy${tag}`,
      companyName: 'Lakeview Auto',
      email: `${tag}@dealer.example`,
      phone: '555 0100',
      formType: 'contact',
      status: 'new',
      notes: 'I would like a demo next week.',
    });
  });

  test('the browser blocks empty required fields; what it accepts still meets the spec messages', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await field(page, 'First Name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(page).toHaveURL(/\/contact$/);

    const cases: [Partial<ContactFields>, string][] = [
      [{ 'First Name': '   ' }, 'First name is required'],
      [{ 'First Name': 'x'.repeat(101) }, 'First name must be less than 100 characters'],
      [{ Company: '  ' }, 'Company name is required'],
      [{ Company: 'x'.repeat(101) }, 'Company name must be less than 100 characters'],
      [{ Email: 'ada@dealer' }, 'Invalid email address'],
      [{ Phone: '1234' }, 'Phone number must be at least 5 characters'],
      [{ Phone: '1'.repeat(21) }, 'Phone number must be less than 20 characters'],
      [{ Phone: 'call me' }, 'Invalid phone number format'],
      [{ Message: 'too short' }, 'Message must be at least 10 characters'],
      [{ Message: 'x'.repeat(1001) }, 'Message must be less than 1000 characters'],
    ];
    for (const [bad, message] of cases) {
      await fillContact(page, { ...valid, ...bad });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(toast(page, message)).toBeVisible();
    }
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('a failed send shows the contact failure toast', async ({ page }) => {
    await page.route('**/graphql', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await page.goto('/contact');
    await fillContact(page, valid);
    const button = page.getByRole('button', { name: /Send Message|Sending\.\.\./ });
    await button.click();
    await expect(toast(page, 'Failed to send message. Please try again.')).toBeVisible();
    await expect(button).toHaveText('Send Message');
    await expect(page).toHaveURL(/\/contact$/);
  });
});
