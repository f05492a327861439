import { AUTH_MESSAGES } from '@receptionist/contracts';
import { lastLinkToken, PASSWORD, signIn, signUp } from '../../testing/auth-flows';
import { createIdentityTestApp, type IdentityTestApp } from '../../testing/identity-test-app';

describe('POST /auth/v1/signup and /verify', () => {
  let app: IdentityTestApp;
  beforeAll(async () => {
    app = await createIdentityTestApp();
  });
  afterAll(() => app.close());

  it('creates an unconfirmed user without a session and mails a confirmation link to the site', async () => {
    const response = await signUp(app, '  Ada@Example.com ');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ email: 'ada@example.com', aud: 'authenticated', user_metadata: { full_name: 'Ada Lovelace' } });
    expect(body).not.toHaveProperty('access_token');
    const [mail] = await app.mailsTo('ada@example.com');
    expect(mail.subject).toBe('Confirm your sign-up');
    expect(mail.link).toMatch(/^http:\/\/localhost:3999\/auth\/confirm\?token_hash=[\w-]+&type=signup$/);
  });

  it('refuses sign-in before confirmation, then confirms once through the link and signs in', async () => {
    await signUp(app, 'grace@example.com');
    expect((await signIn(app, 'grace@example.com')).json()).toMatchObject({ code: 400, error_code: 'email_not_confirmed' });
    const token = await lastLinkToken(app, 'grace@example.com');
    const verified = await app.inject({ method: 'POST', url: '/auth/v1/verify', payload: { type: 'signup', token_hash: token } });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ token_type: 'bearer', user: { email: 'grace@example.com' } });
    expect(verified.json().user.email_confirmed_at).toEqual(expect.any(String));
    const again = await app.inject({ method: 'POST', url: '/auth/v1/verify', payload: { type: 'signup', token_hash: token } });
    expect(again.json()).toEqual({ code: 403, error_code: 'otp_expired', msg: 'Email link is invalid or has expired' });
    expect((await signIn(app, 'grace@example.com')).statusCode).toBe(200);
  });

  it('confirms with the mailed six-digit code and the address', async () => {
    await signUp(app, 'code@example.com');
    const code = /(\d{6})/.exec((await app.mailsTo('code@example.com'))[0].text)?.[1];
    const response = await app.inject({ method: 'POST', url: '/auth/v1/verify', payload: { type: 'email', token: code, email: 'code@example.com' } });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [{ email: 'not-an-email', password: PASSWORD, full: 'Ada' }, 400, 'email_address_invalid', AUTH_MESSAGES.invalidEmail],
    [{ email: 'v@example.com', password: 'Short1', full: 'Ada' }, 422, 'weak_password', AUTH_MESSAGES.passwordTooShort],
    [{ email: 'v@example.com', password: 'secret123', full: 'Ada' }, 422, 'weak_password', AUTH_MESSAGES.passwordNeedsUppercase],
    [{ email: 'v@example.com', password: 'SECRET123', full: 'Ada' }, 422, 'weak_password', AUTH_MESSAGES.passwordNeedsLowercase],
    [{ email: 'v@example.com', password: 'SecretSecret', full: 'Ada' }, 422, 'weak_password', AUTH_MESSAGES.passwordNeedsNumber],
    [{ email: 'v@example.com', password: PASSWORD, full: ' A ' }, 400, 'validation_failed', AUTH_MESSAGES.fullNameTooShort],
    [{ email: 'v@example.com', password: PASSWORD, full: 'x'.repeat(101) }, 400, 'validation_failed', AUTH_MESSAGES.fullNameTooLong],
  ])('rejects %j with the shared rule message', async ({ email, password, full }, status, errorCode, msg) => {
    const response = await signUp(app, email, password, full);
    expect(response.json()).toEqual({ code: status, error_code: errorCode, msg });
  });

  it('answers a sign-up with a confirmed address like a new one, without a session or a change to the account', async () => {
    const first = await signUp(app, 'taken@example.com');
    await app.inject({
      method: 'POST',
      url: '/auth/v1/verify',
      payload: { type: 'signup', token_hash: await lastLinkToken(app, 'taken@example.com') },
    });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const mailsBefore = (await app.mailsTo('taken@example.com')).length;
    const second = await signUp(app, 'taken@example.com', 'Other1234', 'Mallory');
    expect(second.statusCode).toBe(first.statusCode);
    expect(Object.keys(second.json()).sort()).toEqual(Object.keys(first.json()).sort());
    expect(second.json().id).not.toBe(first.json().id);
    expect((await app.mailsTo('taken@example.com')).length).toBe(mailsBefore);
    expect((await signIn(app, 'taken@example.com', 'Other1234')).json().error_code).toBe('invalid_credentials');
    expect((await signIn(app, 'taken@example.com')).statusCode).toBe(200);
  });

  it('lets only one of two concurrent sign-ups with one address create an account', async () => {
    await Promise.all([signUp(app, 'race@example.com', PASSWORD, 'First'), signUp(app, 'race@example.com', 'Second123', 'Second')]);
    const events = [];
    for await (const event of app.eventStore.readAll({ filter: { types: ['UserRegistered.v2'] } })) events.push(event);
    expect(events.filter((event) => (event.data as { email: string }).email === 'race@example.com')).toHaveLength(1);
  });

  it('signs up straight into a session when auto-confirm is configured', async () => {
    const autoConfirm = await createIdentityTestApp({ autoConfirm: true });
    try {
      const response = await signUp(autoConfirm, 'auto@example.com');
      expect(response.json()).toMatchObject({ token_type: 'bearer', user: { email: 'auto@example.com' } });
      expect((await signUp(autoConfirm, 'auto@example.com')).json()).toMatchObject({ code: 422, error_code: 'user_already_exists' });
    } finally {
      await autoConfirm.close();
    }
  });
});
