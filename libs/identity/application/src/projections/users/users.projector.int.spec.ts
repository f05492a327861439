import { CreateAdminService } from '../../commands/admin/create-admin.service';
import { bearer, confirmedUser, PASSWORD, signUp } from '../../testing/auth-flows';
import { createIdentityTestApp, type IdentityTestApp } from '../../testing/identity-test-app';
import { USERS, type UserDoc } from './users.projector';

describe('users read model and createAdmin', () => {
  let app: IdentityTestApp;
  beforeAll(async () => {
    app = await createIdentityTestApp();
  });
  afterAll(() => app.close());

  const caughtUp = async () => expect(await app.projections.waitFor(await app.eventStore.headPosition(), { timeoutMs: 5000 })).toBe(true);
  const users = () => app.projections.collection<UserDoc>(USERS);

  it('projects profile, roles, confirmation and sign-in, and never credentials', async () => {
    const { accessToken, userId } = await confirmedUser(app, 'reader@example.com');
    await app.inject({ method: 'PUT', url: '/auth/v1/user', headers: bearer(accessToken), payload: { data: { full_name: 'Read Er' } } });
    await caughtUp();
    const doc = await users().get(userId);
    expect(doc).toMatchObject({ email: 'reader@example.com', full_name: 'Read Er', roles: ['client'], is_admin: false });
    expect(doc?.email_confirmed_at).toEqual(expect.any(String));
    expect(doc?.last_sign_in_at).toEqual(expect.any(String));
    expect(JSON.stringify(doc)).not.toMatch(/argon2|password/i);
  });

  it('creates a confirmed admin, or takes an unconfirmed account over with the operator’s password', async () => {
    const admins = app.app.get(CreateAdminService);
    const created = await admins.createAdmin({ email: 'Boss@example.com', password: PASSWORD });
    expect(created.created).toBe(true);
    await signUp(app, 'later@example.com', 'Signer1234');
    const promoted = await admins.createAdmin({ email: 'later@example.com', password: PASSWORD });
    expect(promoted).toMatchObject({ created: false, outcome: 'took_over_unconfirmed' });
    await expect(admins.createAdmin({ email: 'weak@example.com', password: 'weak' })).rejects.toThrow('Password must be at least 8 characters');
    await caughtUp();
    expect(await users().find({ where: { is_admin: true }, orderBy: { field: 'created_at' } })).toEqual([
      expect.objectContaining({ email: 'boss@example.com', roles: ['admin'] }),
      expect.objectContaining({ email: 'later@example.com', roles: ['client', 'admin'] }),
    ]);
    const signIn = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email: 'later@example.com', password: PASSWORD },
    });
    expect(signIn.json().user.app_metadata.roles).toEqual(['client', 'admin']);
  });
});
