import { startTestApi, type TestApi } from '../testing/test-api';

/**
 * Per-IP limits behind a reverse proxy. Without TRUST_PROXY the TCP peer is the client, so a forged X-Forwarded-For
 * cannot buy fresh limits; with TRUST_PROXY=1 (one proxy in front) each forwarded client has limits of its own.
 */
const PROXY = '10.9.9.9';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0 Safari/537.36';

function track(api: TestApi, forwardedFor: string) {
  return api.app.inject({
    method: 'POST',
    url: '/api/track',
    remoteAddress: PROXY,
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER, 'x-forwarded-for': forwardedFor },
    payload: { kind: 'page_view', path: '/' },
  });
}

function signIn(api: TestApi, forwardedFor: string, attempt: number) {
  return api.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    remoteAddress: PROXY,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    payload: { email: `nobody-${attempt}@example.com`, password: 'wrong-password' },
  });
}

/** Fixed windows turn over on the clock: start a burst early enough in a window that it ends in the same one. */
async function freshWindow(windowMs: number, burstMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < burstMs) await new Promise((resolve) => setTimeout(resolve, left + 10));
}

async function statuses(count: number, send: (index: number) => Promise<{ statusCode: number }>): Promise<number[]> {
  const result: number[] = [];
  for (let index = 0; index < count; index++) result.push((await send(index)).statusCode);
  return result;
}

describe('TRUST_PROXY and per-IP limits', () => {
  jest.setTimeout(60_000);
  const previousLimit = process.env['AUTH_RATE_LIMIT_PER_IP'];
  beforeAll(() => {
    process.env['AUTH_RATE_LIMIT_PER_IP'] = '3';
  });
  afterAll(() => {
    if (previousLimit === undefined) delete process.env['AUTH_RATE_LIMIT_PER_IP'];
    else process.env['AUTH_RATE_LIMIT_PER_IP'] = previousLimit;
  });

  describe('unset: X-Forwarded-For does not change the limited IP', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi();
    });
    afterAll(() => api.close());

    it('counts 121 tracking requests with 121 different forged addresses against the one peer', async () => {
      await freshWindow(60_000, 15_000);
      const answers = await statuses(121, (index) => track(api, `203.0.113.${index % 250}`));
      expect(answers.slice(0, 120).every((status) => status === 204)).toBe(true);
      expect(answers[120]).toBe(429);
    });

    it('counts sign-in attempts with forged addresses against the one peer', async () => {
      await freshWindow(300_000, 15_000);
      const answers = await statuses(4, (index) => signIn(api, `198.51.100.${index}`, index));
      expect(answers).toEqual([400, 400, 400, 429]);
    });
  });

  describe('TRUST_PROXY=1: each forwarded client has its own limits', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ trustProxy: 1 });
    });
    afterAll(() => api.close());

    it('limits two forwarded clients separately on /api/track', async () => {
      await freshWindow(60_000, 15_000);
      const first = await statuses(121, () => track(api, '203.0.113.1'));
      expect(first[120]).toBe(429);
      expect((await track(api, '203.0.113.2')).statusCode).toBe(204);
      expect((await track(api, '198.51.100.7, 203.0.113.2')).statusCode).toBe(204);
    });

    it('limits two forwarded clients separately on /auth/v1/token', async () => {
      await freshWindow(300_000, 15_000);
      expect(await statuses(4, (index) => signIn(api, '203.0.113.1', index))).toEqual([400, 400, 400, 429]);
      expect(await statuses(3, (index) => signIn(api, '203.0.113.2', 10 + index))).toEqual([400, 400, 400]);
    });
  });

  describe('TRUST_PROXY=<CIDR list>: only the listed proxies may forward', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ trustProxy: ['10.9.9.0/24'] });
    });
    afterAll(() => api.close());

    it('gives forwarded clients of a listed proxy their own limits, and ignores the header from anyone else', async () => {
      await freshWindow(60_000, 15_000);
      expect((await statuses(121, () => track(api, '203.0.113.1')))[120]).toBe(429);
      expect((await track(api, '203.0.113.2')).statusCode).toBe(204);
      const direct = (forwardedFor: string) =>
        api.app.inject({
          method: 'POST',
          url: '/api/track',
          remoteAddress: '192.0.2.50',
          headers: { 'content-type': 'application/json', 'user-agent': BROWSER, 'x-forwarded-for': forwardedFor },
          payload: { kind: 'page_view', path: '/' },
        });
      const forged = await statuses(121, (index) => direct(`203.0.113.${100 + (index % 100)}`));
      expect(forged[120]).toBe(429);
    });
  });
});
