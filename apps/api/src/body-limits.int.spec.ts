import { BODY_LIMIT_BYTES } from './create-api-app';
import { callReport, graphql, postCall } from './testing/client-area-requests';
import { startTestApi, type TestApi } from './testing/test-api';
import { signedInUser } from './testing/test-users';

/** Anonymous REST endpoints refuse bodies past the limit (413) before parsing; the signed call webhook gets more room. */
describe('body limits', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const padded = (fields: Record<string, unknown>) => JSON.stringify({ ...fields, padding: 'x'.repeat(200 * 1024) });

  it.each([
    ['/auth/v1/signup', { email: 'big@example.com', password: 'Secret123' }],
    ['/auth/v1/token?grant_type=password', { email: 'big@example.com', password: 'Secret123' }],
    ['/api/track', { kind: 'page_view', path: '/' }],
  ])('refuses a 200 KiB body on %s with 413', async (url, fields) => {
    const response = await api.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: padded(fields) });
    expect(response.statusCode).toBe(413);
  });

  it("answers an oversized /auth/v1 body in GoTrue's error shape, as every other /auth/v1 error", async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { 'content-type': 'application/json' },
      payload: padded({ email: 'big@example.com', password: 'Secret123' }),
    });
    expect(response.json()).toEqual({ code: 413, error_code: 'request_too_large', msg: expect.stringMatching(/too large/i) });
  });

  it("answers malformed JSON on /auth/v1 in GoTrue's error shape", async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "broken@example.com", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, error_code: 'bad_json', msg: expect.any(String) });
  });

  it('still takes a call report with a 50,000-character transcript (100 KB in UTF-8) on the signed webhook', async () => {
    const owner = await signedInUser(api, 'client');
    const clientId = (await graphql(api, '{ myClient { id } }', {}, owner.headers)).data?.myClient.id;
    const report = callReport(clientId, 'pc-large', { duration_seconds: 600, transcript: 'é'.repeat(50_000), summary: 'A long call' });
    expect(Buffer.byteLength(JSON.stringify(report))).toBeGreaterThan(BODY_LIMIT_BYTES);
    expect((await postCall(api, report)).statusCode).toBe(201);
  });
});
