import { startTestApi } from '../testing/test-api';
import { apiWithAdminAndClient } from '../testing/test-users';

describe('GET /health (public) and GET /health/details (administrators)', () => {
  const session = apiWithAdminAndClient(startTestApi);

  const details = () => session.api.app.inject({ method: 'GET', url: '/health/details', headers: session.admin.headers });

  it('tells an anonymous caller only that the API is up: no stores, projectors or positions', async () => {
    const response = await session.api.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses the details without an admin token: 401 anonymous or with a malformed token, 403 for a client', async () => {
    expect((await session.api.app.inject({ method: 'GET', url: '/health/details' })).statusCode).toBe(401);
    expect((await session.api.app.inject({ method: 'GET', url: '/health/details', headers: { authorization: 'Bearer x.y.z' } })).statusCode).toBe(
      401,
    );
    const asClient = await session.api.app.inject({ method: 'GET', url: '/health/details', headers: session.client.headers });
    expect(asClient.statusCode).toBe(403);
    expect(asClient.body).not.toContain('projectors');
  });

  it('gives an administrator the stores and every projector with its position', async () => {
    const { position } = await session.api.platform.eventStore.append(
      'pageviews-2025-01-01',
      [{ type: 'PageViewed', data: { path: '/', day: '2025-01-01' } }],
      'any',
    );
    await session.api.platform.projections.waitFor(position, { timeoutMs: 5000 });

    const response = await details();

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const health = response.json();
    expect(health).toMatchObject({ status: 'ok', eventStore: 'sqlite', readStore: 'sqlite', headPosition: position });
    expect(health.projectors).toContainEqual({ name: 'page_views_daily', version: 1, activeVersion: 1, status: 'live', position });
    expect(health.projectors.map((projector: { name: string }) => projector.name)).toEqual(
      session.api.platform.projections.status().map(({ name }) => name),
    );
    for (const projector of health.projectors) expect(projector).toEqual(expect.objectContaining({ status: 'live', position: expect.any(Number) }));
  });

  it('answers 503, still JSON, naming the failed projector and the event that broke it (public: down)', async () => {
    const { position } = await session.api.platform.eventStore.append('pageviews-2025-01-02', [{ type: 'PageViewed', data: null }], 'any');
    expect(await session.api.platform.projections.waitFor(position, { timeoutMs: 5000 })).toBe(false);

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
    const publicAnswer = await session.api.app.inject({ method: 'GET', url: '/health' });
    expect(publicAnswer.statusCode).toBe(503);
    expect(publicAnswer.json()).toEqual({ status: 'down' });
  });
});
