import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApi, type TestApi } from '../testing/test-api';

const INDEX_HTML = '<!doctype html><title>AI Receptionist</title><div id="root"></div>';

describe('the built web app served from the API origin', () => {
  let webDistDir: string;
  let api: TestApi;
  beforeAll(async () => {
    webDistDir = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(webDistDir, 'assets'));
    writeFileSync(join(webDistDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDistDir, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
    writeFileSync(join(webDistDir, 'robots.txt'), 'User-agent: *');
    api = await startTestApi({ webDistDir });
  });
  afterAll(async () => {
    await api.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const get = (url: string) => api.app.inject({ method: 'GET', url });

  it.each(['/', '/demo', '/auth', '/admin/demo-requests', '/no/such/page'])('answers %s with index.html, never cached stale', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long immutable cache and other files revalidated', async () => {
    const asset = await get('/assets/index-3f9a1c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/robots.txt')).headers['cache-control']).toBe('no-cache');
  });

  it.each(['/api/unknown', '/assets/missing.js', '/missing.png'])('answers %s with a JSON 404, not the app', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404 });
  });

  it("answers /auth/v1/unknown with a JSON 404 in GoTrue's shape, not the app", async () => {
    const response = await get('/auth/v1/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, error_code: 'not_found', msg: 'Cannot GET /auth/v1/unknown' });
  });

  it('keeps the API routes working beside the app', async () => {
    expect((await get('/health')).json()).toEqual({ status: 'ok' });
    expect((await api.app.inject({ method: 'POST', url: '/demo' })).statusCode).toBe(404);
  });
});

describe('without a web build', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('serves only the API', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: '/api/unknown' })).statusCode).toBe(404);
  });
});
