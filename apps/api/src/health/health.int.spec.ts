import { startTestApi, type TestApi } from '../testing/test-api';
import { signedInUser, type TestUser } from '../testing/test-users';

describe('GET /health (public) and GET /health/details (administrators)', () => {
  let api: TestApi;
  let admin: TestUser;
  let client: TestUser;
  beforeAll(async () => {
    api = await startTestApi();
    [admin, client] = await Promise.all([signedInUser(api, 'admin'), signedInUser(api, 'client')]);
  });
  afterAll(() => api.close());

  const details = () => api.app.inject({ method: 'GET', url: '/health/details', headers: admin.headers });

  it('tells an anonymous caller only that the API is up: no stores, projectors or positions', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses the details without an admin token: 401 anonymous or with a malformed token, 403 for a client', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/health/details' })).statusCode).toBe(401);
    expect((await api.app.inject({ method: 'GET', url: '/health/details', headers: { authorization: 'Bearer x.y.z' } })).statusCode).toBe(401);
    const asClient = await api.app.inject({ method: 'GET', url: '/health/details', headers: client.headers });
    expect(asClient.statusCode).toBe(403);
    expect(asClient.body).not.toContain('projectors');
  });

  it('gives an administrator the stores and every projector with its position', async () => {
    const { position } = await api.platform.eventStore.append('pageviews-2025-01-01', [{ type: 'PageViewed', data: { path: '/', day: '2025-01-01' } }], 'any');
    await api.platform.projections.waitFor(position, { timeoutMs: 5000 });

    const response = await details();

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const health = response.json();
    expect(health).toMatchObject({ status: 'ok', eventStore: 'sqlite', readStore: 'sqlite', headPosition: position });
    expect(health.projectors).toContainEqual({ name: 'page_views_daily', version: 1, activeVersion: 1, status: 'live', position });
    expect(health.projectors.map((projector: { name: string }) => projector.name)).toEqual(
      api.platform.projections.status().map(({ name }) => name),
    );
    for (const projector of health.projectors) expect(projector).toEqual(expect.objectContaining({ status: 'live', position: expect.any(Number) }));
  });

  it('answers 503, still JSON, naming the failed projector and the event that broke it (public: down)', async () => {
    const { position } = await api.platform.eventStore.append('pageviews-2025-01-02', [{ type: 'PageViewed', data: null }], 'any');
    expect(await api.platform.projections.waitFor(position, { timeoutMs: 5000 })).toBe(false);

    const response = await details();

    expect(response.statusCode).toBe(503);
    const health = response.json();
    expect(health).toMatchObject({ status: 'degraded', headPosition: position });
    expect(health.projectors).toContainEqual(
      expect.objectContaining({
        name: 'page_views_daily',
        status: 'failed',
        position: position - 1,
        failure: expect.objectContaining({ position, type: 'PageViewed', error: expect.stringContaining('null') }),
      }),
    );
    const publicAnswer = await api.app.inject({ method: 'GET', url: '/health' });
    expect(publicAnswer.statusCode).toBe(503);
    expect(publicAnswer.json()).toEqual({ status: 'down' });
  });
});
