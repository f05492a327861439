import { confirmedUser, PASSWORD } from '../testing/auth-flows';
import { createIdentityTestApp, type IdentityTestApp } from '../testing/identity-test-app';

/** Password guessing against one account from many IPs: slowed down per account, the owner never locked out for long. */
describe('per-account password failure limits', () => {
  let app: IdentityTestApp;
  beforeAll(async () => {
    app = await createIdentityTestApp();
  });
  afterAll(() => app.close());

  const attempt = (password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: 'target@example.com', password }, remoteAddress });

  it('slows password guessing on one account from many IPs, and lets the owner in after a short cooldown', async () => {
    await confirmedUser(app, 'target@example.com');
    for (let i = 0; i < 10; i++) expect((await attempt('Wrong1234', `10.3.0.${i + 1}`)).json().error_code).toBe('invalid_credentials');
    expect((await attempt('Wrong1234', '10.3.1.1')).json()).toMatchObject({ code: 429, error_code: 'over_request_rate_limit' });
    // Not a lock: after the (short, growing) delay, the right password from yet another IP works.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await attempt(PASSWORD, '10.3.2.1')).statusCode).toBe(200);
  });
});
