import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signWebhook } from '@receptionist/calls-domain';
import { startTestApi, type TestApi } from './test-api';

export const TEST_WEBHOOK_SECRET = 'test-webhook-secret';

/**
 * A test API whose identity and calls state also live in its own temporary DATA_DIR: contexts read DATA_DIR from the
 * environment, and a shared ./data would carry sign-in rate limits from one test file to the next.
 */
export async function startIsolatedTestApi(): Promise<TestApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'client-area-'));
  const saved = { DATA_DIR: process.env.DATA_DIR, WEBHOOK_SECRET: process.env.WEBHOOK_SECRET };
  Object.assign(process.env, { DATA_DIR: dataDir, WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
  const api = await startTestApi({ dataDir });
  return {
    ...api,
    close: async () => {
      await api.close();
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface GraphqlAnswer<T = Record<string, unknown>> {
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

/** POST /webhooks/calls signed like the voice platform; `timestamp` and `signature` override the honest ones. */
export function postCall(api: TestApi, body: unknown, options: { timestamp?: number; signature?: string; secret?: string } = {}) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const signature = options.signature ?? signWebhook(options.secret ?? TEST_WEBHOOK_SECRET, raw, timestamp);
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
