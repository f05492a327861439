import { startTestApi, type TestApi } from '../testing/test-api';

describe('security headers', () => {
  let api: TestApi;
  afterEach(() => api.close());

  it('sends helmet headers and a strict Content-Security-Policy', async () => {
    api = await startTestApi();
    const response = await api.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('leaves the CSP off in development, where GraphiQL needs its own scripts', async () => {
    api = await startTestApi({ nodeEnv: 'development' });
    const response = await api.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
