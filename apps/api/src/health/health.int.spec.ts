import { startTestApi, type TestApi } from '../testing/test-api';

describe('GET /health', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('names the stores and every projector with its position', async () => {
    await api.platform.eventStore.append('pageviews-2025-01-01', [{ type: 'PageViewed', data: { path: '/', day: '2025-01-01' } }], 'any');
    await api.platform.projections.waitFor(1, { timeoutMs: 5000 });

    const response = await api.app.inject({ method: 'GET', url: '/health' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const health = response.json();
    expect(health).toMatchObject({ status: 'ok', eventStore: 'sqlite', readStore: 'sqlite', headPosition: 1 });
    expect(health.projectors).toContainEqual({ name: 'page_views_daily', version: 1, activeVersion: 1, status: 'live', position: 1 });
    expect(health.projectors.map((projector: { name: string }) => projector.name)).toEqual(
      api.platform.projections.status().map(({ name }) => name),
    );
    for (const projector of health.projectors) expect(projector).toEqual(expect.objectContaining({ status: 'live', position: expect.any(Number) }));
  });

  it('answers 503, still JSON, naming the failed projector and the event that broke it', async () => {
    const { position } = await api.platform.eventStore.append('pageviews-2025-01-02', [{ type: 'PageViewed', data: null }], 'any');
    expect(await api.platform.projections.waitFor(position, { timeoutMs: 5000 })).toBe(false);

    const response = await api.app.inject({ method: 'GET', url: '/health' });

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
  });
});
