import { CommandBus } from '@nestjs/cqrs';
import { userStream } from '@receptionist/identity-domain';
import { confirmedUser } from '../testing/auth-flows';
import { createIdentityTestApp, type IdentityTestApp } from '../testing/identity-test-app';
import { ChangeFullNameCommand } from './change-full-name/change-full-name.command';
import { RemoveMfaFactorCommand } from './remove-mfa-factor/remove-mfa-factor.command';

/** Identity's use cases that change a user stream go through the command bus to the user decider, as leads' do. */
describe('the identity command path', () => {
  let app: IdentityTestApp;
  beforeAll(async () => {
    app = await createIdentityTestApp();
  });
  afterAll(() => app.close());

  const typesIn = async (userId: string) => (await app.eventStore.readStream(userStream(userId))).map((event) => event.type);

  it('PUT /user with a new name dispatches ChangeFullName: FullNameChanged is appended with the user as actor', async () => {
    const user = await confirmedUser(app, 'path@example.com');
    const response = await app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${user.accessToken}` },
      payload: { data: { full_name: 'Grace Hopper' } },
    });
    expect(response.statusCode).toBe(200);
    const stored = await app.eventStore.readStream(userStream(user.userId));
    expect(stored.filter((event) => event.type === 'FullNameChanged').map((event) => [event.data, event.metadata.actorId])).toEqual([
      [expect.objectContaining({ fullName: 'Grace Hopper' }), user.userId],
    ]);
  });

  it('a command the decider refuses fails with its typed error and appends nothing', async () => {
    const user = await confirmedUser(app, 'refused@example.com');
    const before = await typesIn(user.userId);
    const bus = app.app.get(CommandBus);
    await expect(bus.execute(new RemoveMfaFactorCommand(user.userId, { factorId: 'no-such-factor' }))).rejects.toMatchObject({
      code: 'mfa_factor_not_found',
    });
    await expect(bus.execute(new ChangeFullNameCommand('no-such-user', { fullName: 'X' }))).rejects.toMatchObject({ code: 'user_not_found' });
    expect(await typesIn(user.userId)).toEqual(before);
  });
});
