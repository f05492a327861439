import { expect, type Page, test } from '@playwright/test';
import { toast } from '../support/auth';
import { expectNoHorizontalOverflow, openMainNav } from '../support/site';
import { submittedLeads, uniqueTag } from './lead-support';

const form1 = (page: Page) => page.getByRole('form', { name: 'Talk to an Automotive AI expert' });
const form2 = (page: Page) => page.getByRole('form', { name: 'Get in touch' });

async function fillForm1(page: Page, fields: { email: string; fullName: string; phone: string; businessType: string }) {
  const form = form1(page);
  await form.getByLabel('Email').fill(fields.email);
  await form.getByLabel('Full Name').fill(fields.fullName);
  await form.getByLabel('Phone').fill(fields.phone);
  await form.getByLabel('Business Type').fill(fields.businessType);
}

async function fillForm2(page: Page, fields: { firstName: string; companyName: string; email: string; phone: string }) {
  const form = form2(page);
  await form.getByLabel('First Name').fill(fields.firstName);
  await form.getByLabel('Company Name').fill(fields.companyName);
  await form.getByLabel('Email').fill(fields.email);
  await form.getByLabel('Phone').fill(fields.phone);
}

test('/book-demo shows both forms, the demo-call player, a testimonial and header links; fits 360px', async ({ page }) => {
  await page.goto('/book-demo');
  await expect(form1(page).getByRole('button', { name: 'Get My AI Receptionist Setup' })).toBeVisible();
  await expect(form2(page).getByRole('button', { name: 'Submit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play sample call' })).toBeVisible();
  await expect(page.getByTestId('testimonial')).toBeVisible();
  const nav = await openMainNav(page);
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/auth');
  await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact');
  await expectNoHorizontalOverflow(page);

  // The honeypot: off-screen, hidden from assistive technology, never reached with Tab.
  const honeypot = form1(page).locator('input[name="company_website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot.locator('xpath=ancestor::*[@aria-hidden="true"]')).toHaveCount(1);
  await expect(form1(page).getByRole('textbox')).toHaveCount(4);
});

test.describe('book-demo forms @desktop-only', () => {
  test('form 1 submitted valid goes to /thank-you and stores first_name = full name, dealer_type = business type', async ({ page, request }) => {
    const tag = uniqueTag('bd');
    await page.goto('/book-demo');
    await fillForm1(page, { email: ` ${tag}@dealer.example `, fullName: ` Ada ${tag} `, phone: '+1 (555) 010-2000', businessType: 'Used cars' });
    await form1(page).getByRole('button', { name: 'Get My AI Receptionist Setup' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

    const [lead] = await submittedLeads(request, tag);
    expect(lead).toMatchObject({
      email: `${tag}@dealer.example`,
      firstName: `Ada ${tag}`,
      lastName: null,
      companyName: null,
      phone: '+1 (555) 010-2000',
      jobRole: null,
      dealerType: 'Used cars',
      websiteUrl: null,
      formType: 'book_demo',
      status: 'new',
      notes: null,
    });
  });

  test('form 2 submitted valid goes to /thank-you and stores form_type contact with the company', async ({ page, request }) => {
    const tag = uniqueTag('git');
    await page.goto('/book-demo');
    await fillForm2(page, { firstName: `Bo${tag}`, companyName: 'Lakeview Auto', email: `${tag}@dealer.example`, phone: '555-0100' });
    await form2(page).getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);

    const leads = await submittedLeads(request, tag);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      firstName: `Bo${tag}`,
      companyName: 'Lakeview Auto',
      email: `${tag}@dealer.example`,
      phone: '555-0100',
      formType: 'contact',
      status: 'new',
      dealerType: null,
      notes: null,
    });
  });

  test('form 1 shows each validation message in a Validation Error toast and sends nothing', async ({ page }) => {
    const submissions: string[] = [];
    page.on('request', (req) => req.postData()?.includes('SubmitDemoRequest') && submissions.push(req.url()));
    await page.goto('/book-demo');
    const valid = { email: 'ada@dealer.example', fullName: 'Ada Lovelace', phone: '555 0100', businessType: 'Used cars' };
    const cases: [Partial<typeof valid>, string][] = [
      [{ email: 'not-an-email' }, 'Invalid email address'],
      [{ email: `${'a'.repeat(250)}@x.example` }, 'Email must be less than 255 characters'],
      [{ fullName: '   ' }, 'Full name is required'],
      [{ fullName: 'x'.repeat(101) }, 'Full name must be less than 100 characters'],
      [{ phone: '1234' }, 'Phone number must be at least 5 characters'],
      [{ phone: '1'.repeat(21) }, 'Phone number must be less than 20 characters'],
      [{ phone: '555-CALL-NOW' }, 'Invalid phone number format'],
      [{ businessType: '' }, 'Business type is required'],
      [{ businessType: 'x'.repeat(101) }, 'Business type must be less than 100 characters'],
    ];
    for (const [bad, message] of cases) {
      await fillForm1(page, { ...valid, ...bad });
      await form1(page).getByRole('button', { name: 'Get My AI Receptionist Setup' }).click();
      const shown = toast(page, message);
      await expect(shown).toBeVisible();
      await expect(shown.locator('xpath=../..')).toContainText('Validation Error');
    }
    await expect(page).toHaveURL(/\/book-demo$/);
    expect(submissions).toEqual([]);
  });

  test('form 2 shows its validation messages, with the e-mail and phone rules of form 1', async ({ page }) => {
    await page.goto('/book-demo');
    const valid = { firstName: 'Ada', companyName: 'Lakeview Auto', email: 'ada@dealer.example', phone: '555 0100' };
    const cases: [Partial<typeof valid>, string][] = [
      [{ firstName: ' ' }, 'First name is required'],
      [{ firstName: 'x'.repeat(51) }, 'First name must be less than 50 characters'],
      [{ companyName: '' }, 'Company name is required'],
      [{ companyName: 'x'.repeat(101) }, 'Company name must be less than 100 characters'],
      [{ email: 'ada@dealer' }, 'Invalid email address'],
      [{ phone: '12' }, 'Phone number must be at least 5 characters'],
      [{ phone: '555 01OO' }, 'Invalid phone number format'],
    ];
    for (const [bad, message] of cases) {
      await fillForm2(page, { ...valid, ...bad });
      await form2(page).getByRole('button', { name: 'Submit' }).click();
      await expect(toast(page, message)).toBeVisible();
    }
    await expect(page).toHaveURL(/\/book-demo$/);
  });

  test('a failed send shows the Error toast; the retry reuses the idempotency key and stores one lead', async ({ page, request }) => {
    const tag = uniqueTag('retry');
    const keys: string[] = [];
    let failNext = true;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { variables?: { idempotencyKey?: string } };
      if (body.variables?.idempotencyKey) keys.push(body.variables.idempotencyKey);
      if (!failNext) return route.continue();
      failNext = false;
      // The server records the lead, but the answer is lost on the way back.
      await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fulfill({ status: 502, body: 'Bad Gateway' });
    });
    await page.goto('/book-demo');
    await fillForm1(page, { email: `${tag}@dealer.example`, fullName: `Retry ${tag}`, phone: '555 0100', businessType: 'Used cars' });
    const button = form1(page).getByRole('button', { name: /Get My AI Receptionist Setup|Submitting\.\.\./ });
    await button.click();
    await expect(button).toHaveText('Submitting...');
    await expect(button).toBeDisabled();
    await expect(toast(page, 'Failed to submit the form. Please try again.')).toBeVisible();
    await expect(button).toBeEnabled();

    await button.click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await submittedLeads(request, tag)).toHaveLength(1);
  });
});
