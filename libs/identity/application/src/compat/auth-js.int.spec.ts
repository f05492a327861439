import { AuthApiError, GoTrueClient, isAuthSessionMissingError, type Session, type SupportedStorage } from '@supabase/auth-js';
import { generate } from 'otplib';
import { createIdentityTestApp, type IdentityTestApp } from '../testing/identity-test-app';

/**
 * The official GoTrue client (`@supabase/auth-js`) against /auth/v1 on a loopback port: every request is exactly what
 * a Supabase client sends (JSON bodies, its headers, its query strings). The expectations are GoTrue's documented
 * behaviour, not this implementation's details, so they hold whatever the server does internally.
 */
describe('@supabase/auth-js against /auth/v1', () => {
  // Each flow hashes several passwords (argon2id): room for a loaded machine.
  jest.setTimeout(30_000);
  let app: IdentityTestApp;
  let url: string;
  let counter = 0;

  beforeAll(async () => {
    app = await createIdentityTestApp();
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${await app.app.getUrl()}/auth/v1`.replace('[::1]', '127.0.0.1');
  });
  afterAll(() => app.close());

  function memoryStorage(): SupportedStorage {
    const items = new Map<string, string>();
    return {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    };
  }

  /** One browser tab: its own storage, no refresh timer, no URL detection. */
  function newClient(): GoTrueClient {
    return new GoTrueClient({
      url,
      storageKey: `compat-${++counter}`,
      storage: memoryStorage(),
      autoRefreshToken: false,
      persistSession: true,
      detectSessionInUrl: false,
    });
  }

  const PASSWORD = 'Compat-Pass-123';
  const NEW_PASSWORD = 'Compat-Pass-456';
  let addresses = 0;
  const address = (label: string) => `compat-${label}-${++addresses}@example.com`;

  async function newestMail(email: string, subject: string) {
    const mail = (await app.mailsTo(email)).filter((message) => message.subject === subject).at(-1);
    if (!mail) throw new Error(`No "${subject}" mail to ${email}`);
    return {
      tokenHash: mail.link ? (new URL(mail.link).searchParams.get('token_hash') as string) : null,
      code: /\b(\d{6})\b/.exec(mail.text)?.[1] as string,
    };
  }

  /** The data of an auth-js result without error (auth-js answers `{ data, error }`); an error fails the test with it. */
  type Success<R> = R extends { data: infer D; error: null } ? D : never;
  function ok<R extends { error: unknown }>(result: R): Success<R> {
    if (result.error) throw result.error;
    return (result as unknown as { data: Success<R> }).data;
  }

  async function signedUpAndConfirmed(client: GoTrueClient, email: string): Promise<Session> {
    ok(await client.signUp({ email, password: PASSWORD, options: { data: { full_name: 'Compat Tester' } } }));
    const { tokenHash } = await newestMail(email, 'Confirm your sign-up');
    const { session } = ok(await client.verifyOtp({ token_hash: tokenHash as string, type: 'email' }));
    return session as Session;
  }

  /**
   * Whether the server still honours an access token. GoTrue answers a revoked session with 403 `session_not_found`,
   * which auth-js reports as AuthSessionMissingError; an expired or unknown token is a 401/403 AuthApiError.
   */
  async function accepted(accessToken: string): Promise<boolean> {
    const { data, error } = await newClient().getUser(accessToken);
    if (error) {
      if (!isAuthSessionMissingError(error)) {
        expect(error).toBeInstanceOf(AuthApiError);
        expect([401, 403]).toContain((error as AuthApiError).status);
      }
      return false;
    }
    return !!data.user;
  }

  /** Whether a refresh token still gets a session (GoTrue: `refresh_token_not_found` or `session_not_found` if not). */
  async function refreshes(refreshToken: string): Promise<boolean> {
    const { data, error } = await newClient().refreshSession({ refresh_token: refreshToken });
    if (error) {
      expect(error instanceof AuthApiError || isAuthSessionMissingError(error)).toBe(true);
      return false;
    }
    return !!data.session;
  }

  it('signs up without a session until the address is confirmed, and refuses the password before that', async () => {
    const client = newClient();
    const email = address('signup');
    const signUp = ok(await client.signUp({ email, password: PASSWORD, options: { data: { full_name: 'Compat Tester' } } }));
    expect(signUp.session).toBeNull();
    expect(signUp.user).toMatchObject({ email, user_metadata: { full_name: 'Compat Tester' } });

    const { error } = await client.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeInstanceOf(AuthApiError);
    expect((error as AuthApiError).code).toBe('email_not_confirmed');
  });

  it('confirms a sign-up through the mailed link (verifyOtp with token_hash) and signs the user in', async () => {
    const client = newClient();
    const email = address('confirm-link');
    const session = await signedUpAndConfirmed(client, email);
    expect(session).toMatchObject({ token_type: 'bearer', user: { email } });
    expect(session.user.email_confirmed_at).toBeTruthy();
    expect(ok(await client.getSession()).session?.access_token).toBe(session.access_token);
    expect(ok(await client.getUser()).user).toMatchObject({ email, user_metadata: { full_name: 'Compat Tester' } });
  });

  it('confirms a sign-up with the e-mail address and the six-digit code', async () => {
    const client = newClient();
    const email = address('confirm-code');
    ok(await client.signUp({ email, password: PASSWORD, options: { data: { full_name: 'Compat Tester' } } }));
    const { code } = await newestMail(email, 'Confirm your sign-up');
    expect(code).toMatch(/^\d{6}$/);
    const { session, user } = ok(await client.verifyOtp({ email, token: code, type: 'email' }));
    expect(user?.email).toBe(email);
    expect(session?.access_token).toBeTruthy();
  });

  it('signs in with the password, refuses a wrong one with invalid_credentials, and refreshes the session', async () => {
    const email = address('password');
    await signedUpAndConfirmed(newClient(), email);

    const client = newClient();
    const wrong = await client.signInWithPassword({ email, password: 'Not-The-Password-1' });
    expect((wrong.error as AuthApiError).code).toBe('invalid_credentials');

    const signedIn = ok(await client.signInWithPassword({ email, password: PASSWORD }));
    expect(signedIn.user.email).toBe(email);
    const first = signedIn.session;
    const refreshed = ok(await client.refreshSession());
    expect(refreshed.session?.refresh_token).toBeTruthy();
    expect(refreshed.session?.refresh_token).not.toBe(first.refresh_token);
    expect(refreshed.user?.id).toBe(first.user.id);
    expect(ok(await client.getUser()).user.id).toBe(first.user.id);
    // A refresh token given explicitly, as a server-side client does.
    const again = ok(await newClient().refreshSession({ refresh_token: refreshed.session?.refresh_token as string }));
    expect(again.user?.id).toBe(first.user.id);
  });

  it('updates the user: metadata, the password with the current password, and the password with a reauthentication nonce', async () => {
    const client = newClient();
    const email = address('update');
    await signedUpAndConfirmed(client, email);

    expect(ok(await client.updateUser({ data: { full_name: 'Renamed Tester' } })).user.user_metadata).toMatchObject({ full_name: 'Renamed Tester' });
    expect(ok(await client.getUser()).user.user_metadata).toMatchObject({ full_name: 'Renamed Tester' });

    const withoutProof = await client.updateUser({ password: NEW_PASSWORD });
    expect(withoutProof.error).toBeInstanceOf(AuthApiError);
    const wrongCurrent = await client.updateUser({ password: NEW_PASSWORD, current_password: 'Not-The-Password-1' });
    expect(wrongCurrent.error).toBeInstanceOf(AuthApiError);

    ok(await client.updateUser({ password: NEW_PASSWORD, current_password: PASSWORD }));
    expect((await newClient().signInWithPassword({ email, password: PASSWORD })).error).toBeInstanceOf(AuthApiError);
    ok(await newClient().signInWithPassword({ email, password: NEW_PASSWORD }));

    ok(await client.reauthenticate());
    const { code: nonce } = await newestMail(email, 'Your confirmation code');
    ok(await client.updateUser({ password: PASSWORD, nonce }));
    ok(await newClient().signInWithPassword({ email, password: PASSWORD }));
  });

  it('recovers a forgotten password: resetPasswordForEmail, verifyOtp type recovery (link or code), then updateUser', async () => {
    const email = address('recovery');
    await signedUpAndConfirmed(newClient(), email);
    const client = newClient();
    ok(await client.resetPasswordForEmail(email));
    const { tokenHash } = await newestMail(email, 'Reset your password');
    const { session } = ok(await client.verifyOtp({ token_hash: tokenHash as string, type: 'recovery' }));
    expect(session?.user.email).toBe(email);
    ok(await client.updateUser({ password: NEW_PASSWORD }));
    ok(await newClient().signInWithPassword({ email, password: NEW_PASSWORD }));

    // The same flow with the mailed code instead of the link (another account: one mail per address and flow).
    const other = address('recovery-code');
    await signedUpAndConfirmed(newClient(), other);
    const byCode = newClient();
    ok(await byCode.resetPasswordForEmail(other));
    const { code } = await newestMail(other, 'Reset your password');
    expect(ok(await byCode.verifyOtp({ email: other, token: code, type: 'recovery' })).session?.user.email).toBe(other);
  });

  it('signs in with a magic link or its code (signInWithOtp without creating users)', async () => {
    const email = address('magic');
    await signedUpAndConfirmed(newClient(), email);
    const client = newClient();
    ok(await client.signInWithOtp({ email, options: { shouldCreateUser: false } }));
    const { tokenHash } = await newestMail(email, 'Your sign-in link');
    expect(ok(await client.verifyOtp({ token_hash: tokenHash as string, type: 'email' })).session?.user.email).toBe(email);

    const other = address('magic-code');
    await signedUpAndConfirmed(newClient(), other);
    const byCode = newClient();
    ok(await byCode.signInWithOtp({ email: other, options: { shouldCreateUser: false } }));
    const { code } = await newestMail(other, 'Your sign-in link');
    expect(ok(await byCode.verifyOtp({ email: other, token: code, type: 'email' })).session?.user.email).toBe(other);

    // No account is created for an unknown address.
    const stranger = address('magic-stranger');
    await newClient().signInWithOtp({ email: stranger, options: { shouldCreateUser: false } });
    expect(await app.mailsTo(stranger)).toEqual([]);
  });

  it('enrols, challenges and verifies a TOTP factor, and steps a new sign-in up from aal1 to aal2', async () => {
    const client = newClient();
    const email = address('mfa');
    await signedUpAndConfirmed(client, email);

    const enrolled = ok(await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' }));
    expect(enrolled).toMatchObject({ type: 'totp', friendly_name: 'Phone' });
    expect(enrolled.totp.uri).toMatch(/^otpauth:\/\/totp\//);
    // auth-js turns GoTrue's SVG into a data URI; what it hands the app must be one image, not a URI of a URI.
    expect(enrolled.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<(\?xml|svg)/);

    const challenge = ok(await client.mfa.challenge({ factorId: enrolled.id }));
    const wrong = await client.mfa.verify({ factorId: enrolled.id, challengeId: challenge.id, code: '000000' });
    expect((wrong.error as AuthApiError).code).toBe('mfa_verification_failed');
    const verified = ok(
      await client.mfa.verify({
        factorId: enrolled.id,
        challengeId: ok(await client.mfa.challenge({ factorId: enrolled.id })).id,
        code: await generate({ secret: enrolled.totp.secret }),
      }),
    );
    expect(verified.access_token).toBeTruthy();
    expect(ok(await client.mfa.getAuthenticatorAssuranceLevel())).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(ok(await client.mfa.listFactors()).totp).toEqual([expect.objectContaining({ id: enrolled.id, status: 'verified' })]);

    const later = newClient();
    ok(await later.signInWithPassword({ email, password: PASSWORD }));
    expect(ok(await later.mfa.getAuthenticatorAssuranceLevel())).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const nextStepCode = await generate({ secret: enrolled.totp.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    ok(await later.mfa.challengeAndVerify({ factorId: enrolled.id, code: nextStepCode }));
    expect(ok(await later.mfa.getAuthenticatorAssuranceLevel()).currentLevel).toBe('aal2');

    expect(ok(await later.mfa.unenroll({ factorId: enrolled.id })).id).toBe(enrolled.id);
    expect(ok(await later.mfa.listFactors()).totp).toEqual([]);
  });

  it('signs out each scope: others keeps this session, local ends only this one, global ends all', async () => {
    const email = address('signout');
    await signedUpAndConfirmed(newClient(), email);
    const signIn = async () => {
      const client = newClient();
      const { session } = ok(await client.signInWithPassword({ email, password: PASSWORD }));
      return { client, session };
    };

    const [a, b, c] = [await signIn(), await signIn(), await signIn()];
    ok(await c.client.signOut({ scope: 'others' }));
    expect(await accepted(a.session.access_token)).toBe(false);
    expect(await accepted(b.session.access_token)).toBe(false);
    expect(await refreshes(a.session.refresh_token)).toBe(false);
    expect(await accepted(c.session.access_token)).toBe(true);
    expect(ok(await c.client.getSession()).session).not.toBeNull();

    const d = await signIn();
    ok(await d.client.signOut({ scope: 'local' }));
    expect(ok(await d.client.getSession()).session).toBeNull();
    expect(await accepted(d.session.access_token)).toBe(false);
    expect(await refreshes(d.session.refresh_token)).toBe(false);
    expect(await accepted(c.session.access_token)).toBe(true);

    const e = await signIn();
    ok(await c.client.signOut()); // scope global is the default
    expect(ok(await c.client.getSession()).session).toBeNull();
    expect(await accepted(c.session.access_token)).toBe(false);
    expect(await accepted(e.session.access_token)).toBe(false);
    expect(await refreshes(e.session.refresh_token)).toBe(false);
  });
});
