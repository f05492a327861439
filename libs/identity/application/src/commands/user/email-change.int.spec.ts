import { bearer, confirmedUser, lastCode, lastLinkToken, PASSWORD, signIn } from '../../testing/auth-flows';
import { createIdentityTestApp, type IdentityTestApp } from '../../testing/identity-test-app';

/** Attacks on PUT /user { email }: a stolen session, a silent takeover, mail flooding and address enumeration. */
describe('PUT /auth/v1/user { email }: e-mail change under attack', () => {
  let app: IdentityTestApp;
  beforeAll(async () => {
    app = await createIdentityTestApp();
  });
  afterAll(() => app.close());

  const putUser = (token: string, payload: object) => app.inject({ method: 'PUT', url: '/auth/v1/user', headers: bearer(token), payload });
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
  const subjects = async (email: string) => (await app.mailsTo(email)).map((mail) => mail.subject);

  it('a stolen session cannot change the e-mail without the current password or a reauthentication code', async () => {
    const { accessToken } = await confirmedUser(app, 'stolen@example.com');
    const bare = await putUser(accessToken, { email: 'thief@example.com' });
    expect(bare.json()).toMatchObject({ code: 400, error_code: 'reauthentication_needed' });
    const guessed = await putUser(accessToken, { email: 'thief@example.com', current_password: 'Guess1234' });
    expect(guessed.json()).toMatchObject({ code: 422, error_code: 'current_password_mismatch' });
    expect(await app.mailsTo('thief@example.com')).toHaveLength(0);
    expect((await app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(accessToken) })).json().new_email).toBeUndefined();
  });

  it('changes the e-mail with the current password, or with a reauthentication code', async () => {
    const { accessToken } = await confirmedUser(app, 'proof@example.com');
    expect((await putUser(accessToken, { email: 'proof-new@example.com', current_password: PASSWORD })).statusCode).toBe(200);
    expect((await post('/auth/v1/verify', { type: 'email_change', token_hash: await lastLinkToken(app, 'proof-new@example.com') })).statusCode).toBe(
      200,
    );
    const { accessToken: second } = await confirmedUser(app, 'nonce-mail@example.com');
    await app.inject({ method: 'GET', url: '/auth/v1/reauthenticate', headers: bearer(second) });
    const nonce = await lastCode(app, 'nonce-mail@example.com');
    expect((await putUser(second, { email: 'nonce-new@example.com', nonce })).json()).toMatchObject({ new_email: 'nonce-new@example.com' });
    expect((await signIn(app, 'proof-new@example.com')).statusCode).toBe(200);
  });

  it('tells the old address, whose stop link voids the pending change (also for resend)', async () => {
    const { accessToken } = await confirmedUser(app, 'owner@example.com');
    expect((await putUser(accessToken, { email: 'attacker@example.com', current_password: PASSWORD })).statusCode).toBe(200);
    const notice = (await app.mailsTo('owner@example.com')).at(-1);
    expect(notice?.subject).toBe('Your e-mail address is being changed');
    expect(notice?.text).toContain('attacker@example.com');
    const stop = new URL(notice?.link ?? '');
    expect(stop.pathname).toBe('/account/email-change/stop');
    const confirmToken = await lastLinkToken(app, 'attacker@example.com');
    const stopped = await post('/auth/v1/email-change/cancel', { token_hash: stop.searchParams.get('token_hash') });
    expect(stopped.statusCode).toBe(200);
    expect((await post('/auth/v1/verify', { type: 'email_change', token_hash: confirmToken })).json().error_code).toBe('otp_expired');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const before = (await app.mailsTo('attacker@example.com')).length;
    expect((await post('/auth/v1/resend', { type: 'email_change', email: 'owner@example.com' })).statusCode).toBe(200);
    expect(await app.mailsTo('attacker@example.com')).toHaveLength(before);
    expect((await post('/auth/v1/email-change/cancel', { token_hash: stop.searchParams.get('token_hash') })).json().error_code).toBe('otp_expired');
    expect((await signIn(app, 'owner@example.com')).statusCode).toBe(200);
  });

  it('shows no pending address in GET /user once the change was stopped through the old address', async () => {
    const { accessToken } = await confirmedUser(app, 'stopper@example.com');
    const getUser = async () => (await app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(accessToken) })).json();
    expect((await putUser(accessToken, { email: 'hijacker@example.com', current_password: PASSWORD })).statusCode).toBe(200);
    expect(await getUser()).toMatchObject({ email: 'stopper@example.com', new_email: 'hijacker@example.com' });

    const stop = new URL((await app.mailsTo('stopper@example.com')).at(-1)?.link ?? '');
    expect((await post('/auth/v1/email-change/cancel', { token_hash: stop.searchParams.get('token_hash') })).statusCode).toBe(200);

    const user = await getUser();
    expect(user.email).toBe('stopper@example.com');
    expect(user.new_email).toBeUndefined();
    expect(user.email_change_sent_at).toBeUndefined();
  });

  it('answers a change to a taken address like one to a free address, and the taken one is never changed to', async () => {
    await confirmedUser(app, 'taken@example.com');
    const { accessToken } = await confirmedUser(app, 'prober@example.com');
    const strip = (body: Record<string, unknown>) => ({ ...body, new_email: '*', updated_at: '*', email_change_sent_at: '*' });
    const taken = await putUser(accessToken, { email: 'taken@example.com', current_password: PASSWORD });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const free = await putUser(accessToken, { email: 'free-addr@example.com', current_password: PASSWORD });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(strip(taken.json())).toEqual(strip(free.json()));
    expect(await subjects('taken@example.com')).not.toContain('Confirm your new e-mail address');
  });

  it('refuses to confirm a change to an address registered since it was asked for, and keeps the old address', async () => {
    const { accessToken } = await confirmedUser(app, 'slow-mover@example.com');
    expect((await putUser(accessToken, { email: 'claimed-meanwhile@example.com', current_password: PASSWORD })).statusCode).toBe(200);
    const confirmToken = await lastLinkToken(app, 'claimed-meanwhile@example.com');
    await confirmedUser(app, 'claimed-meanwhile@example.com');
    const confirmed = await post('/auth/v1/verify', { type: 'email_change', token_hash: confirmToken });
    expect(confirmed.json()).toMatchObject({ code: 422, error_code: 'email_exists' });
    expect((await signIn(app, 'slow-mover@example.com')).statusCode).toBe(200);
    expect((await signIn(app, 'claimed-meanwhile@example.com')).statusCode).toBe(200);
  });

  it('limits change mails per address (no mail flood through PUT /user)', async () => {
    const { accessToken } = await confirmedUser(app, 'flooder@example.com');
    // Seven changes in a row: the per-interval and per-hour limits (5) refuse some, whatever the timing.
    const answers = [];
    for (let attempt = 0; attempt < 7; attempt++)
      answers.push(await putUser(accessToken, { email: 'flood-victim@example.com', current_password: PASSWORD }));
    expect(answers[0].statusCode).toBe(200);
    expect(answers.map((answer) => answer.json())).toContainEqual(expect.objectContaining({ code: 429, error_code: 'over_email_send_rate_limit' }));
    const mails = (await app.mailsTo('flood-victim@example.com')).length;
    expect(mails).toBeGreaterThanOrEqual(1);
    expect(mails).toBeLessThanOrEqual(5);
  });
});
