import { join } from 'node:path';
import { Controller, Get, UseGuards } from '@nestjs/common';
import { handleCommand } from '@receptionist/cqrs';
import { SqliteEventStore } from '@receptionist/event-store';
import { type UserCommand, userDecider, userStream } from '@receptionist/identity-domain';
import { CreateAdminService } from '../commands/admin/create-admin.service';
import { bearer, PASSWORD, sessionOf, signIn } from '../testing/auth-flows';
import { createIdentityTestApp, type IdentityTestApp } from '../testing/identity-test-app';
import { AdminGuard } from './auth.guard';

@Controller('fresh')
class AdminOnlyController {
  @Get('admin')
  @UseGuards(AdminGuard)
  admin() {
    return { ok: true };
  }
}

/**
 * The guards may keep what they know of a user between requests, but never past a change of the user's stream: a
 * role revoked by ANOTHER process (another API instance, the admin CLI) writing to the same store takes effect on the
 * caller's very next request.
 */
describe('guards: a change of the user stream counts on the next request', () => {
  let app: IdentityTestApp;
  let otherProcess: SqliteEventStore;

  beforeAll(async () => {
    app = await createIdentityTestApp({}, [AdminOnlyController]);
    otherProcess = new SqliteEventStore({ file: join(app.config.dataDir, 'events.db') });
  });
  afterAll(async () => {
    await otherProcess.close();
    await app.close();
  });

  const elsewhere = (userId: string, command: UserCommand) =>
    handleCommand(otherProcess, { stream: userStream(userId), decider: userDecider, command, metadata: { actorId: null } });
  const status = async (token: string) => (await app.inject({ method: 'GET', url: '/fresh/admin', headers: bearer(token) })).statusCode;

  it('an administrator whose role another process revokes is refused on the next request, and let in again once it is granted back', async () => {
    await app.app.get(CreateAdminService).createAdmin({ email: 'fresh-admin@example.com', password: PASSWORD });
    const admin = sessionOf(await signIn(app, 'fresh-admin@example.com'));
    for (let i = 0; i < 5; i++) expect(await status(admin.accessToken)).toBe(200);

    await elsewhere(admin.userId, { type: 'RevokeRole', data: { role: 'admin' } });
    const refused = await app.inject({ method: 'GET', url: '/fresh/admin', headers: bearer(admin.accessToken) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 403, error_code: 'not_admin' });
    expect(await status(admin.accessToken)).toBe(403);

    await elsewhere(admin.userId, { type: 'GrantRole', data: { role: 'admin' } });
    expect(await status(admin.accessToken)).toBe(200);
  });
});
