import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { graphql, type E2eUsageQuery } from '@receptionist/graphql-documents';
import { createConfirmedClient, dataDir, PASSWORD, signIn } from '../support/auth';
import { graphqlAs } from '../support/graphql';

/** A new confirmed client signed in on /dashboard (the first visit creates the record). Returns its e-mail. */
export async function signInNewClient(page: Page, request: APIRequestContext, prefix: string): Promise<string> {
  const email = await createConfirmedClient(request, prefix);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

export async function clientIdOf(request: APIRequestContext, email: string): Promise<string> {
  // The record is opened when the account is confirmed; myClient waits for it on the first visit.
  const { myClient } = await graphqlAs(
    request,
    { email, password: PASSWORD },
    graphql(`
      query E2eClientId {
        myClient {
          id
        }
      }
    `),
  );
  if (!myClient) throw new Error(`No client record for ${email}`);
  return myClient.id;
}

export type UsageFigures = E2eUsageQuery['usage'];

export async function usageOf(request: APIRequestContext, email: string): Promise<UsageFigures> {
  const query = graphql(`
    query E2eUsage {
      usage {
        minutesUsed
        minutesLimit
        totalCalls
        forecastMinutes
      }
    }
  `);
  return (await graphqlAs(request, { email, password: PASSWORD }, query)).usage;
}

let callCounter = 0;

/** One call as the voice platform reports it; the defaults make a completed inbound call that started now. */
export interface PlatformCall {
  caller_number?: string;
  started_at?: string;
  duration_seconds?: number;
  outcome?: string;
  call_type?: string;
  transcript?: string;
  summary?: string;
  sentiment?: string;
  topic?: string;
  /** What the receptionist did on the call (the issue-14 outcomes, snake_case as the webhook takes them). */
  agent?: 'sales' | 'service' | 'missed_call';
  appointment?: { starts_at: string; kind: 'sales_visit' | 'test_drive' | 'service'; customer_name?: string; vehicle?: string; concern?: string };
  message?: { caller_name?: string; callback_number: string; text: string; urgency?: 'normal' | 'urgent' };
  transfer?: { department: 'sales' | 'service' | 'other'; to_name?: string; to_number: string; answered: boolean };
  sms?: { to: string; text: string; status: 'sent' | 'delivered' | 'failed' };
}

/**
 * POSTs a JSON body to one of the voice platform's webhooks, signed with the server's secret (DATA_DIR/webhook-secret)
 * as the integrator documentation (libs/calls/README.md) tells a voice platform to: e2e specs may not import the calls
 * domain.
 */
export async function postSignedWebhook(request: APIRequestContext, path: string, payload: Record<string, unknown>, dir = dataDir()) {
  const body = JSON.stringify(payload);
  return request.post(path, { headers: { 'content-type': 'application/json', 'x-signature': signatureOf(Buffer.from(body), dir) }, data: body });
}

/** The X-Signature of a raw body: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
function signatureOf(body: Buffer, dir: string): string {
  const secret = readFileSync(join(dir, 'webhook-secret'), 'utf8').trim();
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', secret)
    .update(Buffer.concat([Buffer.from(`${timestamp}.`), body]))
    .digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** A call report as the voice platform sends it; the defaults make a completed inbound call that started now. */
function platformReport(clientId: string, call: PlatformCall): Record<string, unknown> {
  callCounter += 1;
  return {
    platform_call_id: `e2e-${process.pid}-${Date.now().toString(36)}-${callCounter}`,
    client_id: clientId,
    caller_number: '+1 (555) 010-0000',
    started_at: new Date().toISOString(),
    duration_seconds: 60,
    outcome: 'completed',
    ...call,
  };
}

/** Posts one signed call report to POST /webhooks/calls; the defaults make a completed inbound call that started now. */
export async function postPlatformCall(request: APIRequestContext, clientId: string, call: PlatformCall = {}, dir = dataDir()): Promise<void> {
  const response = await postSignedWebhook(request, '/webhooks/calls', platformReport(clientId, call), dir);
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * Posts one call report with its recording as the voice platform does: multipart/form-data (part `report`, the JSON,
 * and part `recording`, the audio), signed over the raw multipart bytes.
 */
export async function postPlatformCallWithRecording(
  request: APIRequestContext,
  clientId: string,
  audio: Buffer,
  call: PlatformCall = {},
  dir = dataDir(),
): Promise<void> {
  const form = new FormData();
  form.append('report', JSON.stringify(platformReport(clientId, call)));
  form.append('recording', new Blob([new Uint8Array(audio)], { type: 'audio/wav' }), 'call.wav');
  const encoded = new Request('http://localhost/webhooks/calls', { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const response = await request.post('/webhooks/calls', {
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', 'x-signature': signatureOf(body, dir) },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Asks POST /webhooks/inbound-call how to answer a ringing number, as the voice platform does. */
export async function postInboundCall(request: APIRequestContext, body: Record<string, unknown>, dir = dataDir()) {
  const response = await postSignedWebhook(request, '/webhooks/inbound-call', body, dir);
  return { status: response.status(), body: await response.json() };
}

/** A card of the client area, found by its title. */
export function card(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

/** The value shown on a dashboard figure card. */
export function statValue(page: Page, title: string) {
  return card(page, title).getByTestId('stat-value');
}
