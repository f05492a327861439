import { bearer, lastCode, lastLinkToken, signIn, signUp } from '../../testing/auth-flows';
import { createIdentityTestApp, type IdentityTestApp } from '../../testing/identity-test-app';
import { Sessions } from '../../sessions/sessions';
import { UserAccounts } from '../../users/user-accounts';

const ATTACKER_PASSWORD = 'Attacker123';
const OWNER_PASSWORD = 'Owner12345';
/** The test app allows one mail of a kind per address and second. */
const nextMailWindow = () => new Promise((resolve) => setTimeout(resolve, 1100));

/**
 * Attack: someone signs up the victim's address first and never confirms; the owner signs up later and confirms
 * from the mailbox. The address must belong to whoever proved control of the mailbox, with that sign-up's password.
 */
describe('pre-registration hijack (issue 9, defect 1)', () => {
  let app: IdentityTestApp;
  beforeAll(async () => {
    app = await createIdentityTestApp();
  });
  afterAll(() => app.close());

  const verify = (payload: Record<string, string>) => app.inject({ method: 'POST', url: '/auth/v1/verify', payload });

  async function preRegisteredThenOwnerSignsUp(email: string) {
    const attacker = await signUp(app, email, ATTACKER_PASSWORD, 'Mallory');
    await nextMailWindow();
    const owner = await signUp(app, email, OWNER_PASSWORD, 'Victoria Owner');
    expect(owner.statusCode).toBe(attacker.statusCode);
    expect(Object.keys(owner.json()).sort()).toEqual(Object.keys(attacker.json()).sort());
    expect(owner.json()).not.toHaveProperty('access_token');
  }

  it.each([
    ['the mailed link (token_hash)', async (email: string) => verify({ type: 'signup', token_hash: await lastLinkToken(app, email) })],
    ['the mailed six-digit code', async (email: string) => verify({ type: 'email', token: await lastCode(app, email), email })],
  ])('gives the address to the owner who confirms through %s: their password works, the attacker’s does not', async (_, confirm) => {
    const email = `victim-${Math.random().toString(36).slice(2)}@example.com`;
    await preRegisteredThenOwnerSignsUp(email);

    const confirmed = await confirm(email);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user.user_metadata).toMatchObject({ full_name: 'Victoria Owner' });

    expect((await signIn(app, email, OWNER_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(app, email, ATTACKER_PASSWORD)).json()).toMatchObject({ code: 400, error_code: 'invalid_credentials' });
  });

  it('ends every session the unconfirmed account had once the owner confirms', async () => {
    const email = 'victim-sessions@example.com';
    await signUp(app, email, ATTACKER_PASSWORD, 'Mallory');
    const unconfirmed = await app.app.get(UserAccounts).findByEmail(email);
    if (!unconfirmed) throw new Error('the sign-up made no account');
    const planted = await app.app.get(Sessions).start(unconfirmed, 'password', { ip: '203.0.113.9', userAgent: 'attacker' });
    expect((await app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(planted.accessToken) })).statusCode).toBe(200);

    await nextMailWindow();
    await signUp(app, email, OWNER_PASSWORD, 'Victoria Owner');
    expect((await verify({ type: 'signup', token_hash: await lastLinkToken(app, email) })).statusCode).toBe(200);

    expect((await app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(planted.accessToken) })).statusCode).toBe(401);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: planted.refreshToken },
    });
    expect(refreshed.statusCode).toBe(400);
  });

  it('does not let the attacker’s password survive a confirmation by magic link', async () => {
    const email = 'victim-magic@example.com';
    await signUp(app, email, ATTACKER_PASSWORD, 'Mallory');
    await nextMailWindow();
    await app.inject({ method: 'POST', url: '/auth/v1/otp', payload: { email } });
    expect((await verify({ type: 'magiclink', token_hash: await lastLinkToken(app, email) })).statusCode).toBe(200);
    expect((await signIn(app, email, ATTACKER_PASSWORD)).json()).toMatchObject({ code: 400, error_code: 'invalid_credentials' });
  });
});

/**
 * Attack: the owner signs up first; someone signs the same address up afterwards with their own password, so the
 * newest mail in the owner's inbox carries the other password. The owner's own (first) link and code must keep
 * working with the owner's password; each pending sign-up is only ever applied through its own link or code.
 */
describe('a later sign-up does not kill the owner’s confirmation (issue 9, defect 1)', () => {
  let app: IdentityTestApp;
  beforeAll(async () => {
    app = await createIdentityTestApp({ mailsPerAddress: { limit: 100, windowSeconds: 3600 }, emailResendIntervalSeconds: 0.05 });
  });
  afterAll(() => app.close());

  const verify = (payload: Record<string, string>) => app.inject({ method: 'POST', url: '/auth/v1/verify', payload });
  const shortPause = () => new Promise((resolve) => setTimeout(resolve, 60));

  async function ownerThenAttackerSignUp(email: string) {
    expect((await signUp(app, email, OWNER_PASSWORD, 'Victoria Owner')).statusCode).toBe(200);
    await shortPause();
    expect((await signUp(app, email, ATTACKER_PASSWORD, 'Mallory')).statusCode).toBe(200);
    expect(await app.mailsTo(email)).toHaveLength(2);
  }

  it.each([
    ['first mailed link', async (email: string) => verify({ type: 'signup', token_hash: await lastLinkToken(app, email, 0) })],
    ['first mailed six-digit code', async (email: string) => verify({ type: 'email', token: await lastCode(app, email, 0), email })],
  ])('confirms the owner’s own sign-up through the %s after someone else signed the address up again', async (_, confirmFirst) => {
    const email = `owner-first-${Math.random().toString(36).slice(2)}@example.com`;
    await ownerThenAttackerSignUp(email);

    const confirmed = await confirmFirst(email);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user.user_metadata).toMatchObject({ full_name: 'Victoria Owner' });

    expect((await signIn(app, email, OWNER_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(app, email, ATTACKER_PASSWORD)).json()).toMatchObject({ code: 400, error_code: 'invalid_credentials' });
    // The first confirmation wins: the other sign-up's link and code are void.
    expect((await verify({ type: 'signup', token_hash: await lastLinkToken(app, email) })).json()).toMatchObject({ error_code: 'otp_expired' });
    expect((await verify({ type: 'email', token: await lastCode(app, email), email })).json()).toMatchObject({ error_code: 'otp_expired' });
  });

  it('applies the later sign-up only through its own link, and then voids the earlier one', async () => {
    const email = `owner-later-${Math.random().toString(36).slice(2)}@example.com`;
    await signUp(app, email, ATTACKER_PASSWORD, 'Mallory');
    await shortPause();
    await signUp(app, email, OWNER_PASSWORD, 'Victoria Owner');

    expect((await verify({ type: 'signup', token_hash: await lastLinkToken(app, email, 1) })).statusCode).toBe(200);
    expect((await verify({ type: 'signup', token_hash: await lastLinkToken(app, email, 0) })).json()).toMatchObject({ error_code: 'otp_expired' });
    expect((await signIn(app, email, OWNER_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(app, email, ATTACKER_PASSWORD)).json()).toMatchObject({ error_code: 'invalid_credentials' });
  });

  it('says in the confirmation mail when the sign-up was made', async () => {
    const email = `when-${Math.random().toString(36).slice(2)}@example.com`;
    const response = await signUp(app, email, OWNER_PASSWORD, 'Victoria Owner');
    const [mail] = await app.mailsTo(email);
    const madeAt = (response.json() as { created_at: string }).created_at.slice(0, 16).replace('T', ' ');
    expect(mail.subject).toBe('Confirm your sign-up');
    expect(mail.text).toContain(`${madeAt}`);
    expect(mail.text).toContain('If you did not sign up');
  });

  it('keeps only the newest pending sign-ups of an address live (storage stays bounded)', async () => {
    const bounded = await createIdentityTestApp({
      mailsPerAddress: { limit: 100, windowSeconds: 3600 },
      emailResendIntervalSeconds: 0.05,
      pendingSignUpsPerAddress: 3,
    });
    try {
      const email = 'flooded@example.com';
      for (let i = 0; i < 5; i++) {
        expect((await signUp(bounded, email, `Flood${i}Password`, `Sign-up ${i}`)).statusCode).toBe(200);
        await shortPause();
      }
      const verifyOn = async (index: number) =>
        bounded.inject({
          method: 'POST',
          url: '/auth/v1/verify',
          payload: { type: 'signup', token_hash: await lastLinkToken(bounded, email, index) },
        });
      // The two oldest were dropped; the third oldest still confirms with its own password.
      expect((await verifyOn(0)).json()).toMatchObject({ error_code: 'otp_expired' });
      expect((await verifyOn(1)).json()).toMatchObject({ error_code: 'otp_expired' });
      expect((await verifyOn(2)).statusCode).toBe(200);
      expect((await signIn(bounded, email, 'Flood2Password')).statusCode).toBe(200);
    } finally {
      await bounded.close();
    }
  });
});
