import { signedInUser } from './testing/test-users';
import type { InjectOptions } from 'light-my-request';
import { startTestApi, type TestApi } from './testing/test-api';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0 Safari/537.36';
const today = () => new Date().toISOString().slice(0, 10);

describe('POST /api/track', () => {
  let api: TestApi;
  let clientAddress = 0;
  beforeEach(async () => {
    api = await startTestApi();
  });
  afterEach(() => api.close());

  /** Each request comes from its own address unless given, so the rate limit only bites where a test wants it. */
  function track(body: unknown, headers: Record<string, string> = {}, extra: Partial<InjectOptions> = {}) {
    const json = typeof body !== 'string';
    return api.app.inject({
      method: 'POST',
      url: '/api/track',
      remoteAddress: `10.0.0.${++clientAddress % 250}`,
      headers: { 'user-agent': BROWSER, 'content-type': json ? 'application/json' : 'text/plain;charset=UTF-8', ...headers },
      payload: json ? JSON.stringify(body) : body,
      ...extra,
    });
  }

  async function storedEvents() {
    const events = [];
    for await (const event of api.platform.eventStore.readAll()) events.push(event);
    return events;
  }

  async function dailyCounts() {
    await api.platform.projections.waitFor(await api.platform.eventStore.headPosition(), { timeoutMs: 5000 });
    return api.platform.readModels.collection('page_views_daily').find({ orderBy: { field: 'id' } });
  }

  it('records a page view (JSON or sendBeacon text) and the daily read model counts it', async () => {
    expect((await track({ kind: 'page_view', path: '/demo?utm_source=x#top' })).statusCode).toBe(204);
    expect((await track('{"kind":"page_view","path":"/demo"}')).statusCode).toBe(204);
    expect((await track({ kind: 'lead', path: '/thank-you' })).statusCode).toBe(204);

    const events = await storedEvents();
    expect(events.map(({ type, data, stream }) => ({ type, data, stream }))).toEqual([
      { type: 'PageViewed', data: { path: '/demo', day: today() }, stream: `pageviews-${today()}` },
      { type: 'PageViewed', data: { path: '/demo', day: today() }, stream: `pageviews-${today()}` },
      { type: 'LeadTracked', data: { path: '/thank-you', day: today() }, stream: `pageviews-${today()}` },
    ]);
    expect(JSON.stringify(events)).not.toMatch(/10\.0\.0|Mozilla|utm_source/);
    expect(await dailyCounts()).toEqual([
      { id: `${today()}:/demo`, path: '/demo', day: today(), count: 2, leads: 0 },
      { id: `${today()}:/thank-you`, path: '/thank-you', day: today(), count: 0, leads: 1 },
    ]);
  });

  it.each([
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
    ['a prefetch', { purpose: 'prefetch' }],
    ['a speculative prefetch', { 'sec-purpose': 'prefetch;prerender' }],
    ['a crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
  ])('answers 204 but records nothing for %s', async (_label, headers) => {
    expect((await track({ kind: 'page_view', path: '/' }, headers)).statusCode).toBe(204);
    expect(await storedEvents()).toEqual([]);
  });

  it.each([
    ['a relative path', { kind: 'page_view', path: 'demo' }, 'path must start with "/"'],
    ['an unknown kind', { kind: 'click', path: '/' }, 'kind must be one of: page_view, lead'],
    ['a missing path', { kind: 'lead' }, 'path must be a string starting with "/"'],
    ['text that is not JSON', 'hello', 'body must be JSON like {"kind":"page_view","path":"/"}'],
  ])('rejects %s with 400 and stores nothing', async (_label, body, message) => {
    const response = await track(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'BAD_USER_INPUT', message });
    expect(await storedEvents()).toEqual([]);
  });

  it('limits each address to 120 reports a minute', async () => {
    const from = { remoteAddress: '192.0.2.7' };
    const statuses = [];
    for (let index = 0; index < 121; index++) statuses.push((await track({ kind: 'page_view', path: '/' }, {}, from)).statusCode);
    expect(statuses.slice(0, 120).every((status) => status === 204)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect((await track({ kind: 'page_view', path: '/' }, {}, { remoteAddress: '192.0.2.8' })).statusCode).toBe(204);
    expect(await storedEvents()).toHaveLength(121);
  });

  it('shows page views over GraphQL to administrators only', async () => {
    await track({ kind: 'page_view', path: '/' });
    await track({ kind: 'lead', path: '/thank-you' });
    await api.platform.projections.waitFor(await api.platform.eventStore.headPosition());
    const query = `{ pageViewsDaily(from: "${today()}", to: "${today()}") { day path count leads } }`;
    const ask = async (headers: Record<string, string> = {}) =>
      (await api.app.inject({ method: 'POST', url: '/graphql', headers, payload: { query } })).json();

    const anonymous = await ask();
    expect(anonymous.data).toBeNull();
    expect(anonymous.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const client = await ask((await signedInUser(api, 'client')).headers);
    expect(client.data).toBeNull();
    expect(client.errors[0].extensions.code).toBe('FORBIDDEN');

    const admin = await ask((await signedInUser(api, 'admin')).headers);
    expect(admin.data.pageViewsDaily).toEqual(
      expect.arrayContaining([
        { day: today(), path: '/', count: 1, leads: 0 },
        { day: today(), path: '/thank-you', count: 0, leads: 1 },
      ]),
    );
  });

  it('caps the distinct paths counted per day: a flood of made-up paths ends in one "(other)" row, site routes keep theirs', async () => {
    const { MAX_UNKNOWN_PATHS_PER_DAY, OTHER_PATHS } = await import('@receptionist/analytics-domain');
    const flood = MAX_UNKNOWN_PATHS_PER_DAY + 50;
    for (let index = 0; index < flood; index++) {
      expect((await track({ kind: 'page_view', path: `/made-up-${index}` })).statusCode).toBe(204);
      await api.platform.projections.waitFor(await api.platform.eventStore.headPosition(), { timeoutMs: 5000 });
    }
    await track({ kind: 'page_view', path: '/faq' });
    await track({ kind: 'lead', path: '/thank-you' });
    const rows = (await dailyCounts()) as unknown as { path: string; count: number }[];
    expect(rows.filter((row) => row.path.startsWith('/made-up-'))).toHaveLength(MAX_UNKNOWN_PATHS_PER_DAY);
    expect(rows.find((row) => row.path === OTHER_PATHS)?.count).toBe(50);
    expect(rows.find((row) => row.path === '/faq')?.count).toBe(1);
    expect(rows).toHaveLength(MAX_UNKNOWN_PATHS_PER_DAY + 3);
  });
});
