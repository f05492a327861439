import { join } from 'node:path';
import { forkTypeScript } from './testing/node-process';
import { startTestApi, type TestApi } from './testing/test-api';

describe('an event appended by another process on the same DATA_DIR', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('reaches the running server’s page_views_daily projection within a second', async () => {
    const appender = forkTypeScript(join(__dirname, 'testing/append-page-view.child.ts'), [api.config.dataDir, '/faq', '2025-05-04']);
    expect(await appender.exited).toBe(0);
    const position = Number(appender.output().trim());
    const appendedAt = Date.now();

    expect(await api.platform.projections.waitFor(position, { timeoutMs: 1000 })).toBe(true);
    expect(Date.now() - appendedAt).toBeLessThan(1000);
    expect(await api.platform.readModels.collection('page_views_daily').get('2025-05-04:/faq')).toEqual({
      id: '2025-05-04:/faq',
      path: '/faq',
      day: '2025-05-04',
      count: 1,
      leads: 0,
    });
  }, 30_000);
});
