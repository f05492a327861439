import { randomUUID } from 'node:crypto';
import { hashPassword } from '../crypto/secrets';
import { IdentityLifecycle } from '../identity-lifecycle';
import { bearer, confirmedUser, signIn, signUp } from '../testing/auth-flows';
import { createIdentityTestApp, type IdentityTestApp } from '../testing/identity-test-app';
import { reservationStream } from './email-reservations';

/**
 * Attack: whoever reads the event log (an export, a backup, a replay tool, a KurrentDB admin UI) gets every user's
 * argon2 hash to crack offline. Hashes live only in the operational store.
 */
describe('password hashes out of the event log (issue 9, defect 15)', () => {
  let app: IdentityTestApp;
  beforeAll(async () => {
    app = await createIdentityTestApp();
  });
  afterAll(() => app.close());

  it('stores no $argon2 string in any event after sign-up, confirmation and a password change', async () => {
    const { accessToken } = await confirmedUser(app, 'hashes@example.com');
    await signUp(app, 'pending@example.com');
    const changed = await app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: bearer(accessToken),
      payload: { password: 'Changed123', current_password: 'Secret123' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await signIn(app, 'hashes@example.com', 'Changed123')).statusCode).toBe(200);

    const types: string[] = [];
    for await (const event of app.eventStore.readAll({})) {
      types.push(event.type);
      expect(JSON.stringify(event)).not.toContain('$argon2');
    }
    expect(types).toEqual(expect.arrayContaining(['UserRegistered.v2', 'PasswordChanged.v2']));
  });

  it('signs in users whose events were written in the old shape (hash in UserRegistered and PasswordChanged)', async () => {
    const write = async (email: string, hashes: string[]) => {
      const userId = randomUUID();
      const at = new Date().toISOString();
      await app.eventStore.append(
        reservationStream(email),
        [{ type: 'EmailReserved', data: { userId }, metadata: { actorId: userId } }],
        'no_stream',
      );
      await app.eventStore.append(
        `user-${userId}`,
        [
          {
            type: 'UserRegistered',
            data: { userId, email, fullName: 'Old Timer', passwordHash: hashes[0], registeredAt: at },
            metadata: { actorId: userId },
          },
          { type: 'EmailConfirmed', data: { userId, email, confirmedAt: at }, metadata: { actorId: userId } },
          { type: 'RoleGranted', data: { userId, role: 'client', grantedAt: at }, metadata: { actorId: userId } },
          ...hashes
            .slice(1)
            .map((passwordHash) => ({ type: 'PasswordChanged', data: { userId, passwordHash, changedAt: at }, metadata: { actorId: userId } })),
        ],
        'no_stream',
      );
    };
    await write('old@example.com', [await hashPassword('Oldpass123')]);
    await write('old-changed@example.com', [await hashPassword('Oldpass123'), await hashPassword('Newer1234')]);

    // A restart of the API on that data directory runs the one-time migration (twice: it is idempotent).
    await app.app.get(IdentityLifecycle).onApplicationBootstrap();
    await app.app.get(IdentityLifecycle).onApplicationBootstrap();

    const old = await signIn(app, 'old@example.com', 'Oldpass123');
    expect(old.statusCode).toBe(200);
    expect(old.json().user).toMatchObject({ email: 'old@example.com', user_metadata: { full_name: 'Old Timer' } });
    expect((await signIn(app, 'old-changed@example.com', 'Oldpass123')).json().error_code).toBe('invalid_credentials');
    expect((await signIn(app, 'old-changed@example.com', 'Newer1234')).statusCode).toBe(200);

    // A password changed after the migration is not overwritten by the next start-up.
    const changed = await app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: bearer(old.json().access_token),
      payload: { password: 'Fresh12345', current_password: 'Oldpass123' },
    });
    expect(changed.statusCode).toBe(200);
    await app.app.get(IdentityLifecycle).onApplicationBootstrap();
    expect((await signIn(app, 'old@example.com', 'Fresh12345')).statusCode).toBe(200);
  });
});
