import { confirmedUser } from '../testing/auth-flows';
import { createIdentityTestApp, type IdentityTestApp } from '../testing/identity-test-app';

const refresh = (app: IdentityTestApp, refreshToken: string) =>
  app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=refresh_token', payload: { refresh_token: refreshToken } });

describe('refresh-token reuse inside the grace window', () => {
  let app: IdentityTestApp;
  beforeAll(async () => {
    app = await createIdentityTestApp({ refreshReuseGraceSeconds: 5 });
  });
  afterAll(() => app.close());

  it('answers a reused parent token with the same child token instead of forking a second chain', async () => {
    const { refreshToken } = await confirmedUser(app, 'fork@example.com');
    const [a, b] = [await refresh(app, refreshToken), await refresh(app, refreshToken)];
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().refresh_token).toBe(a.json().refresh_token);
    // One live chain: once the child is rotated, the parent (still in its window) answers the current descendant.
    const grandchild = await refresh(app, a.json().refresh_token);
    expect(grandchild.statusCode).toBe(200);
    expect((await refresh(app, refreshToken)).json().refresh_token).toBe(grandchild.json().refresh_token);
  });

  it('answers concurrent refreshes with one token', async () => {
    const { refreshToken } = await confirmedUser(app, 'tabs@example.com');
    const answers = await Promise.all([refresh(app, refreshToken), refresh(app, refreshToken), refresh(app, refreshToken)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().refresh_token)).size).toBe(1);
  });
});
