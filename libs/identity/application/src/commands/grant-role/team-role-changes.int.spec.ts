import { CommandBus } from '@nestjs/cqrs';
import { USERS, type UserDoc } from '../../projections/users/users.projector';
import { confirmedUser } from '../../testing/auth-flows';
import { createIdentityTestApp, type IdentityTestApp } from '../../testing/identity-test-app';
import { RevokeRoleCommand } from '../revoke-role/revoke-role.command';
import { GrantRoleCommand } from './grant-role.command';

/**
 * /admin/settings reads the team list again as soon as a grant or revocation answers: the answer must wait until the
 * `users` read model shows the change. Here the projector is held back until the command has appended its event.
 */
describe('a role grant or revocation answers once the team list shows it', () => {
  let app: IdentityTestApp;
  let adminId: string;
  let userId: string;
  beforeAll(async () => {
    app = await createIdentityTestApp();
    [{ userId: adminId }, { userId }] = await Promise.all([confirmedUser(app, 'boss@example.com'), confirmedUser(app, 'colleague@example.com')]);
  });
  afterAll(() => app.close());

  const listedRoles = async () => (await app.projections.collection<UserDoc>(USERS).get(userId))?.roles;

  async function withTheProjectorHeldBack(command: GrantRoleCommand | RevokeRoleCommand): Promise<void> {
    await app.projections.stop();
    const head = await app.eventStore.headPosition();
    const answered = app.app.get(CommandBus).execute(command);
    while ((await app.eventStore.headPosition()) === head) await new Promise((resolve) => setImmediate(resolve));
    await app.projections.start();
    await answered;
  }

  it('lists a granted role as soon as the grant answers', async () => {
    await withTheProjectorHeldBack(new GrantRoleCommand(userId, { role: 'analyst' }, adminId));
    expect(await listedRoles()).toEqual(['client', 'analyst']);
  });

  it('drops a revoked role as soon as the revocation answers', async () => {
    await withTheProjectorHeldBack(new RevokeRoleCommand(userId, { role: 'analyst', revokedBy: adminId }, adminId));
    expect(await listedRoles()).toEqual(['client']);
  });
});
