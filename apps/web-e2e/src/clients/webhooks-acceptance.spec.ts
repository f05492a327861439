import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { WEBHOOK_MESSAGES } from '@receptionist/contracts';
import { createConfirmedClient, PASSWORD, toast } from '../support/auth';
import { OwnApi } from '../support/own-api';
import { clientIdOf, postPlatformCall } from './client-area-support';

/**
 * Issue 15's webhook acceptance on servers of its own: a loopback receiver started here, an API allowed to reach it
 * (WEBHOOKS_ALLOW_PRIVATE, short retry delays) which this spec stops, replays (`npm run replay`) and restarts, and the
 * suite's production server, which refuses the same URL.
 */
// WEBHOOKS_ALLOW_PRIVATE is refused in production: this server runs as a test one.
const api = new OwnApi('webhooks-acceptance', 8, {
  NODE_ENV: 'test',
  WEBHOOKS_ALLOW_PRIVATE: 'true',
  WEBHOOKS_RETRY_DELAYS_SECONDS: '1,1,1',
  WEBHOOKS_ROUND_INTERVAL_MS: '200',
});
const baseURL = api.baseURL;

interface Received {
  deliveryId: string;
  event: string;
  signature: string;
  userAgent: string;
  contentType: string;
  body: string;
  answered: number;
}

/** The owner's system: records every POST, and fails the first `failFirst` with a 500. */
class Receiver {
  readonly received: Received[] = [];
  private readonly server: Server;

  constructor(private readonly failFirst: number) {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const answered = this.received.length < this.failFirst ? 500 : 200;
        const header = (name: string) => String(request.headers[name] ?? '');
        this.received.push({
          deliveryId: header('receptionist-delivery-id'),
          event: header('receptionist-event'),
          signature: header('receptionist-signature'),
          userAgent: header('user-agent'),
          contentType: header('content-type'),
          body: Buffer.concat(chunks).toString('utf8'),
          answered,
        });
        response.writeHead(answered, { 'content-type': 'text/plain' }).end(answered === 200 ? 'ok' : 'try again later');
      });
    });
  }

  async start(): Promise<string> {
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/receptionist`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  accepted(): Received[] {
    return this.received.filter((delivery) => delivery.answered === 200);
  }
}

/** As the integrator docs (libs/webhooks/README.md) verify it: HMAC-SHA256 of "<t>.<raw body>" with the secret. */
function signedWith(secret: string, delivery: Received): boolean {
  const parts = Object.fromEntries(delivery.signature.split(',').map((part) => part.split('=') as [string, string]));
  return parts['v1'] === createHmac('sha256', secret).update(`${parts['t']}.${delivery.body}`).digest('hex');
}

async function signInAt(page: Page, origin: string, email: string): Promise<void> {
  await page.goto(`${origin}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function addEndpoint(page: Page, origin: string, url: string): Promise<void> {
  await page.goto(`${origin}/dashboard/settings`);
  const form = page.getByRole('form', { name: 'Add endpoint' });
  await form.getByLabel('Endpoint URL').fill(url);
  await form.getByLabel('Description').fill('Dealer CRM');
  await form.getByText('Call completed', { exact: true }).click();
  await form.getByRole('button', { name: 'Add endpoint' }).click();
}

test.describe('outbound webhooks deliver each call once, signed, through failures, restarts and replays (issue 15) @desktop-only', () => {
  test.use({ baseURL });
  const receiver = new Receiver(2);
  let receiverUrl = '';
  test.beforeAll(async () => {
    receiverUrl = await receiver.start();
    await api.start();
  });
  test.afterAll(async () => {
    await api.stop();
    await receiver.stop();
  });

  test('a loopback receiver gets one signed call.completed per call; the log shows it; without the flag the URL is refused', async ({
    page,
    request,
    playwright,
  }) => {
    test.setTimeout(180_000); // a restart and a replay of a server, besides the browser steps
    const email = await createConfirmedClient(request, 'webhooks', api.dataDir);
    const clientId = await clientIdOf(request, email);
    await signInAt(page, baseURL, email);
    await addEndpoint(page, baseURL, receiverUrl);
    const secret = (await page.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Done' }).click();

    await postPlatformCall(request, clientId, { summary: 'First call' }, api.dataDir);
    await postPlatformCall(request, clientId, { summary: 'Second call' }, api.dataDir);
    // The receiver fails the first two attempts; the retries (1 s apart here) get through.
    await expect.poll(() => receiver.accepted().length, { message: 'both calls accepted', timeout: 30_000 }).toBe(2);
    expect(receiver.received.slice(0, 2).map((delivery) => delivery.answered)).toEqual([500, 500]);
    for (const delivery of receiver.received) {
      expect(delivery).toMatchObject({
        event: 'call.completed',
        contentType: 'application/json',
        userAgent: expect.stringMatching(/^Receptionist-Webhooks\//),
      });
      expect(signedWith(secret, delivery), 'signed with the endpoint secret').toBe(true);
      expect(JSON.parse(delivery.body)).toMatchObject({ id: delivery.deliveryId, type: 'call.completed', data: { client_id: clientId } });
    }

    // The delivery log: both delivered, a row's attempts.
    await page.getByRole('link', { name: 'Deliveries' }).click();
    await expect(page).toHaveURL(/\/dashboard\/webhooks\/[\w-]+$/);
    await expect(page.getByTestId('endpoint-url')).toHaveText(receiverUrl);
    const rows = page.locator('[data-delivery-id]');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Delivered' })).toHaveCount(2);
    const retried = receiver.received[0].deliveryId;
    await page.locator(`[data-delivery-id="${retried}"]`).getByRole('button', { name: 'Attempts' }).click();
    const attempts = page.getByRole('list', { name: 'Attempts' });
    await expect(attempts.getByText('HTTP 500').first()).toBeVisible();
    await expect(attempts.getByText('Accepted')).toBeVisible();
    await page.keyboard.press('Escape');

    await api.stop();
    expect(await api.replay()).toContain('webhook-deliveries');
    await api.start();
    // The process manager follows the log in order: once the third call is accepted, it has been past the first two.
    await postPlatformCall(request, clientId, { summary: 'Third call' }, api.dataDir);
    await expect.poll(() => receiver.accepted().length, { message: 'the third call accepted', timeout: 30_000 }).toBe(3);
    const callIds = receiver.accepted().map((delivery) => (JSON.parse(delivery.body) as { data: { call_id: string } }).data.call_id);
    expect(new Set(callIds).size, 'one accepted delivery per call').toBe(3);
    expect(new Set(receiver.accepted().map((delivery) => delivery.deliveryId)).size).toBe(3);

    // Resend keeps the delivery id (receivers drop repeats by it).
    await page.reload();
    await expect(rows).toHaveCount(3);
    await page.locator(`[data-delivery-id="${retried}"]`).getByRole('button', { name: 'Resend' }).click();
    await expect(toast(page, 'Resend Queued')).toBeVisible();
    await expect.poll(() => receiver.accepted().length, { message: 'the resend accepted' }).toBe(4);
    expect(receiver.accepted()[3].deliveryId).toBe(retried);

    // The suite's production server has no WEBHOOKS_ALLOW_PRIVATE: the same loopback URL is refused, nothing stored.
    const suiteOrigin = `http://localhost:${OwnApi.port(0)}`;
    const suite = await playwright.request.newContext({ baseURL: suiteOrigin });
    const otherEmail = await createConfirmedClient(suite, 'webhooks-refused');
    await suite.dispose();
    await page.context().clearCookies();
    await signInAt(page, suiteOrigin, otherEmail);
    await addEndpoint(page, suiteOrigin, receiverUrl);
    await expect(page.getByText(WEBHOOK_MESSAGES.urlPrivate)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Webhook endpoints' })).toHaveCount(0);
    expect(receiver.received.filter((delivery) => delivery.answered === 200)).toHaveLength(4);
  });
});
