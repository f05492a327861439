import { Logger } from '@nestjs/common';
import { bearer, confirmedUser, signIn, signUp } from '../../testing/auth-flows';
import { createIdentityTestApp, type IdentityTestApp } from '../../testing/identity-test-app';
import { IdentityLifecycle } from '../../identity-lifecycle';
import { Sessions } from '../../sessions/sessions';
import { UserAccounts } from '../../users/user-accounts';
import { CreateAdminService } from './create-admin.service';

const ATTACKER_PASSWORD = 'Attacker123';
const OPERATOR_PASSWORD = 'Operator123';
const OWN_PASSWORD = 'Ownpass123';

/**
 * Attack: someone signs up the address the operator will later make administrator (admin:create or ADMIN_EMAIL).
 * The promotion must not hand the attacker an admin account.
 */
describe('admin:create and ADMIN_EMAIL against a pre-registered address (issue 9, defect 2)', () => {
  let app: IdentityTestApp;
  beforeAll(async () => {
    app = await createIdentityTestApp();
  });
  afterAll(() => app.close());

  const admins = () => app.app.get(CreateAdminService);
  const rolesAfterSignIn = async (email: string, password: string) => {
    const response = await signIn(app, email, password);
    return response.statusCode === 200 ? (response.json().user.app_metadata.roles as string[]) : response.json().error_code;
  };

  it('gives an attacker’s unconfirmed pre-registration the operator’s password and ends its sessions', async () => {
    const email = 'boss@example.com';
    await signUp(app, email, ATTACKER_PASSWORD, 'Mallory');
    const unconfirmed = await app.app.get(UserAccounts).findByEmail(email);
    if (!unconfirmed) throw new Error('the sign-up made no account');
    const planted = await app.app.get(Sessions).start(unconfirmed, 'password', { ip: '203.0.113.9', userAgent: 'attacker' });

    const result = await admins().createAdmin({ email, password: OPERATOR_PASSWORD });

    expect(result).toMatchObject({ userId: unconfirmed.userId, created: false });
    expect(await rolesAfterSignIn(email, ATTACKER_PASSWORD)).toBe('invalid_credentials');
    expect(await rolesAfterSignIn(email, OPERATOR_PASSWORD)).toEqual(['client', 'admin']);
    expect((await app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(planted.accessToken) })).statusCode).toBe(401);
  });

  it('refuses to promote a confirmed non-admin account unless asked to, and then keeps its password', async () => {
    const email = 'colleague@example.com';
    await confirmedUser(app, email, OWN_PASSWORD);
    await expect(admins().createAdmin({ email, password: OPERATOR_PASSWORD })).rejects.toThrow(
      'colleague@example.com already has a confirmed account that is not an administrator; give --promote to make it one (its password stays unchanged)',
    );
    expect(await rolesAfterSignIn(email, OWN_PASSWORD)).toEqual(['client']);

    expect(await admins().createAdmin({ email, password: OPERATOR_PASSWORD, promote: true })).toMatchObject({ created: false });
    expect(await rolesAfterSignIn(email, OWN_PASSWORD)).toEqual(['client', 'admin']);
    expect(await rolesAfterSignIn(email, OPERATOR_PASSWORD)).toBe('invalid_credentials');
  });

  it('leaves an existing administrator as is', async () => {
    const email = 'first-admin@example.com';
    await admins().createAdmin({ email, password: OPERATOR_PASSWORD });
    expect(await admins().createAdmin({ email, password: 'Different123' })).toMatchObject({ created: false });
    expect(await rolesAfterSignIn(email, OPERATOR_PASSWORD)).toEqual(['admin']);
  });

  describe('at start-up with ADMIN_EMAIL', () => {
    /** ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_PROMOTE as the configuration parser gives them to the identity module. */
    const startWith = (admin: { email: string; password: string; promote?: boolean }) => {
      app.config.bootstrapAdmin = { promote: false, ...admin };
      return app.app.get(IdentityLifecycle).onApplicationBootstrap();
    };
    afterEach(() => {
      app.config.bootstrapAdmin = null;
      jest.restoreAllMocks();
    });

    it('promotes a confirmed non-admin account only with ADMIN_PROMOTE=true, saying so in one line without secrets', async () => {
      const email = 'startup@example.com';
      await confirmedUser(app, email, OWN_PASSWORD);
      const lines: string[] = [];
      for (const level of ['log', 'warn', 'error'] as const) {
        jest.spyOn(Logger.prototype, level).mockImplementation((...args: unknown[]) => void lines.push(String(args[0])));
      }
      await startWith({ email, password: OPERATOR_PASSWORD });
      expect(await rolesAfterSignIn(email, OWN_PASSWORD)).toEqual(['client']);
      expect(lines).toEqual([expect.stringContaining('ADMIN_PROMOTE=true')]);
      expect(lines.join('\n')).not.toContain(OPERATOR_PASSWORD);

      await startWith({ email, password: OPERATOR_PASSWORD, promote: true });
      expect(await rolesAfterSignIn(email, OWN_PASSWORD)).toEqual(['client', 'admin']);
    });

    it('takes an attacker’s unconfirmed pre-registration over with ADMIN_PASSWORD', async () => {
      const email = 'startup-boss@example.com';
      await signUp(app, email, ATTACKER_PASSWORD, 'Mallory');
      await startWith({ email, password: OPERATOR_PASSWORD });
      expect(await rolesAfterSignIn(email, ATTACKER_PASSWORD)).toBe('invalid_credentials');
      expect(await rolesAfterSignIn(email, OPERATOR_PASSWORD)).toEqual(['client', 'admin']);
    });
  });
});
