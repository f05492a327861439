import { expect, test } from '@playwright/test';
import { ADMIN, uniqueEmail } from '../support/auth';
import { changeStatus, openDemoRequests, submitBookDemoLead, uniqueTag } from '../leads/lead-support';

test.describe('entity timelines @desktop-only', () => {
  test("an admin opens a lead's event history: who changed what, before → after", async ({ page, request }) => {
    const tag = uniqueTag('tl');
    const email = uniqueEmail(tag);
    const name = `Ada ${tag}`;
    const id = await submitBookDemoLead(request, { email, fullName: name });
    await changeStatus(request, id, 'contacted', 0);
    await openDemoRequests(page, tag);
    await page.getByRole('button', { name: `View ${name}` }).click();
    await page.getByRole('dialog', { name: 'Request Details' }).getByRole('button', { name: 'Event history' }).click();
    const events = page.getByRole('dialog', { name: `Event history: ${email}` }).getByRole('list', { name: 'Events' });
    await expect(events.getByRole('listitem').filter({ hasText: 'DemoRequestSubmitted' }).first()).toContainText(`email — → ${email}`);
    const change = events.getByRole('listitem').filter({ hasText: 'StatusChanged' }).first();
    await expect(change).toContainText(ADMIN.email);
    await expect(change).toContainText('status new → contacted');
  });
});
