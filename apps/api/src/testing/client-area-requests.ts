import { signWebhook } from '@receptionist/calls-domain';
import { WEBHOOK_SECRET } from '@receptionist/calls-application';
import type { TestApi } from './test-api';

/** The secret the test API signs call reports with (generated in its DATA_DIR, as on a fresh install). */
export function webhookSecretOf(api: TestApi): string {
  return api.app.get<string>(WEBHOOK_SECRET);
}

interface GraphqlAnswer<T = Record<string, unknown>> {
  data: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A GraphQL request as the web app sends it; `headers` carries the bearer token (or not). */
// Tests read answers by path; a loose default type keeps them short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function graphql<T = Record<string, any>>(
  api: TestApi,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphqlAnswer<T>> {
  const response = await api.app.inject({ method: 'POST', url: '/graphql', headers, payload: { query, variables } });
  if (response.statusCode >= 500) throw new Error(`GraphQL answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** The id of the signed-in user's client record; the first ask opens it. */
export async function myClientId(api: TestApi, user: { headers: Record<string, string> }): Promise<string> {
  return (await graphql(api, '{ myClient { id } }', {}, user.headers)).data?.myClient.id;
}

/** POST /webhooks/calls signed like the voice platform; `timestamp` and `signature` override the honest ones. */
export function postCall(api: TestApi, body: unknown, options: { timestamp?: number; signature?: string; secret?: string } = {}) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const signature = options.signature ?? signWebhook(options.secret ?? webhookSecretOf(api), raw, timestamp);
  return api.app.inject({
    method: 'POST',
    url: '/webhooks/calls',
    headers: { 'content-type': 'application/json', 'x-signature': signature },
    payload: raw,
  });
}

export async function settle(api: TestApi): Promise<void> {
  await api.platform.projections.waitFor(await api.platform.eventStore.headPosition(), { timeoutMs: 5000 });
}

export async function eventCount(api: TestApi): Promise<number> {
  let count = 0;
  for await (const _event of api.platform.eventStore.readAll()) count++;
  return count;
}

/** A complete, valid call report for the signed webhook (a 61-second booked inbound call); `overrides` replace or add fields. */
export function callReport(clientId: string, platformCallId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    platform_call_id: platformCallId,
    client_id: clientId,
    caller_number: '+1 (555) 010-7788',
    started_at: new Date().toISOString(),
    duration_seconds: 61,
    outcome: 'booked_appointment',
    call_type: 'inbound',
    transcript: 'AI: Thank you for calling!\nCaller: I need an oil change.',
    summary: 'Booked an oil change',
    sentiment: 'positive',
    topic: 'Service booking',
    ...overrides,
  };
}

/** A multipart body as Node's fetch would send it (its own boundary), with its Content-Type. */
export async function multipartBody(parts: [name: string, value: string | Blob, filename?: string][]): Promise<{ raw: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value, filename] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, filename);
  }
  const request = new Request('http://localhost/webhooks/calls', { method: 'POST', body: form });
  return { raw: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') as string };
}

/** A call report with its recording, signed over the raw multipart bytes as the voice platform sends it. */
export async function postCallWithRecording(
  api: TestApi,
  report: unknown,
  audio: Buffer,
  options: { signature?: string; filename?: string; type?: string } = {},
) {
  const { raw, contentType } = await multipartBody([
    ['report', JSON.stringify(report)],
    ['recording', new Blob([new Uint8Array(audio)], { type: options.type ?? 'audio/wav' }), options.filename ?? 'call.wav'],
  ]);
  return postMultipart(api, raw, contentType, options);
}

/** A raw multipart body to the call webhook, signed over its bytes unless `signature` is given. */
export function postMultipart(api: TestApi, raw: Buffer, contentType: string, options: { signature?: string } = {}) {
  const signature = options.signature ?? signWebhook(webhookSecretOf(api), raw, Math.floor(Date.now() / 1000));
  return api.app.inject({ method: 'POST', url: '/webhooks/calls', headers: { 'content-type': contentType, 'x-signature': signature }, payload: raw });
}
