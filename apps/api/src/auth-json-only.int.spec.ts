import { startTestApi, type TestApi } from './testing/test-api';
import { signedInUser, TEST_PASSWORD, type TestUser } from './testing/test-users';

/**
 * Login CSRF: a hostile page can make a browser POST a form (urlencoded, multipart or text/plain) to /auth/v1 without
 * a CORS preflight, signing the victim into the attacker's account. /auth/v1 takes JSON bodies only (what GoTrue's
 * official client sends); anything else is a 415 in GoTrue's error shape, before the body is read.
 */
describe('/auth/v1 accepts only JSON bodies', () => {
  let api: TestApi;
  let user: TestUser;
  beforeAll(async () => {
    api = await startTestApi();
    user = await signedInUser(api, 'client');
  });
  afterAll(() => api.close());

  const credentials = () => ({ email: user.email, password: TEST_PASSWORD });
  const boundary = 'csrfboundary';
  const multipart = (fields: Record<string, string>) =>
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}--\r\n`;

  const FORMS: [string, string, (fields: Record<string, string>) => string][] = [
    ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded', (fields) => new URLSearchParams(fields).toString()],
    ['multipart/form-data', `multipart/form-data; boundary=${boundary}`, multipart],
    ['text/plain (a form with enctype=text/plain carrying JSON)', 'text/plain', (fields) => JSON.stringify(fields)],
  ];

  it.each(FORMS)('refuses a %s sign-in with 415 and issues no session', async (_label, contentType, encode) => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: { 'content-type': contentType },
      payload: encode(credentials()),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 415, error_code: 'bad_json', msg: expect.stringContaining('application/json') });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['POST', '/auth/v1/signup'],
    ['POST', '/auth/v1/verify'],
    ['POST', '/auth/v1/recover'],
    ['POST', '/auth/v1/otp'],
    ['PUT', '/auth/v1/user'],
  ] as const)('refuses a form-encoded %s %s with 415', async (method, url) => {
    const response = await api.app.inject({
      method,
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...user.headers },
      payload: 'email=attacker%40example.com&password=Secret123&type=signup&token_hash=x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 415, error_code: 'bad_json' });
  });

  it('refuses a body without a content type', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: Buffer.from(JSON.stringify(credentials())),
    });
    expect(response.statusCode).toBe(415);
  });

  it('still signs in with JSON as GoTrue clients send it, and still accepts bodyless requests', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: { 'content-type': 'application/json;charset=UTF-8' },
      payload: JSON.stringify(credentials()),
    });
    expect(response.statusCode).toBe(200);
    const logout = await api.app.inject({
      method: 'POST',
      url: '/auth/v1/logout',
      headers: { authorization: `Bearer ${response.json().access_token}` },
    });
    expect(logout.statusCode).toBe(204);
  });
});
