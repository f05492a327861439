import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { createConfirmedClient, dataDir, PASSWORD, signIn } from '../support/auth';
import { graphql } from '../support/generated';
import type { E2eUsageQuery } from '../support/generated/graphql';
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
 * Posts one signed call to POST /webhooks/calls with the server's secret (DATA_DIR/webhook-secret), signed as the
 * integrator documentation (libs/calls/README.md) tells a voice platform to: e2e specs may not import the calls domain.
 */
export async function postPlatformCall(request: APIRequestContext, clientId: string, call: PlatformCall = {}): Promise<void> {
  callCounter += 1;
  const body = JSON.stringify({
    platform_call_id: `e2e-${process.pid}-${Date.now().toString(36)}-${callCounter}`,
    client_id: clientId,
    caller_number: '+1 (555) 010-0000',
    started_at: new Date().toISOString(),
    duration_seconds: 60,
    outcome: 'completed',
    ...call,
  });
  const secret = readFileSync(join(dataDir(), 'webhook-secret'), 'utf8').trim();
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  const response = await request.post('/webhooks/calls', {
    headers: { 'content-type': 'application/json', 'x-signature': `t=${timestamp},v1=${signature}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A card of the client area, found by its title. */
export function card(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

/** The value shown on a dashboard figure card. */
export function statValue(page: Page, title: string) {
  return card(page, title).getByTestId('stat-value');
}
