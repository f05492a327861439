import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SqliteEventStore } from '@receptionist/event-store';
import { loadConfig } from '@receptionist/config';
import { hashPassword, identityProjectors, openOperationalStore, UserAccounts } from '@receptionist/identity-application';
import { readModelsOf } from '@receptionist/projections';
import { SqliteReadStore } from '@receptionist/read-store';
import { CliTestKit } from '../testing/cli-test-kit';
import { adminCreateCommand } from './admin-create';
import { mailOutboxCommand } from './mail-outbox';
import { privacyExportCommand } from './privacy-export';
import { rolesCommand } from './roles';

describe('admin:create and mail:outbox', () => {
  let kit: CliTestKit;
  beforeEach(() => (kit = new CliTestKit()));
  afterEach(() => kit.cleanUp());

  async function withAccounts<T>(work: (accounts: UserAccounts) => Promise<T>): Promise<T> {
    const eventStore = new SqliteEventStore({ file: kit.eventsFile });
    const readStore = new SqliteReadStore({ file: kit.readModelsFile });
    const operationalStore = await openOperationalStore(loadConfig({ DATA_DIR: kit.dataDir }, { cwd: kit.dataDir }).identity);
    try {
      return await work(new UserAccounts({ eventStore, readModels: readModelsOf(readStore, identityProjectors) }, operationalStore));
    } finally {
      await Promise.all([eventStore.close(), readStore.close(), operationalStore.close()]);
    }
  }
  const userByEmail = (email: string) => withAccounts((accounts) => accounts.findByEmail(email));
  const passwordWorks = (email: string, password: string) =>
    withAccounts(async (accounts) => {
      const user = await accounts.findByEmail(email);
      return !!user && (await accounts.passwordMatches(user.userId, password));
    });

  /** An account as today's sign-up leaves it: unconfirmed, with the signer's password. */
  async function signedUpUnconfirmed(email: string, password: string) {
    await withAccounts(async (accounts) => {
      const userId = randomUUID();
      await accounts.reservations.reserve(email, userId);
      await accounts.register({
        userId,
        email,
        fullName: 'Mallory',
        passwordHash: await hashPassword(password),
        roles: ['client'],
        confirmed: false,
      });
    });
  }

  it('roles grant/revoke gives and takes analyst roles of an existing account, and refuses unknown roles and users', async () => {
    await kit.run(adminCreateCommand, ['--email', 'boss@example.com', '--password', 'Secret123']);
    const granted = await kit.run(rolesCommand, ['grant', '--email', 'Boss@example.com', '--role', 'analyst']);
    expect(granted).toMatchObject({ code: 0, stderr: '' });
    expect((await userByEmail('boss@example.com'))?.roles).toEqual(['admin', 'analyst']);
    const revoked = await kit.run(rolesCommand, ['revoke', '--email', 'boss@example.com', '--role', 'admin']);
    expect(revoked.stdout).toMatch(/roles: analyst$/);
    expect((await kit.run(rolesCommand, ['grant', '--email', 'boss@example.com', '--role', 'root'])).code).not.toBe(0);
    expect((await kit.run(rolesCommand, ['grant', '--email', 'nobody@example.com', '--role', 'analyst'])).stderr).toContain(
      'No user has this e-mail address',
    );
  });

  it('creates a confirmed administrator, then leaves it as is rather than duplicating it on a second run', async () => {
    const first = await kit.run(adminCreateCommand, ['--email', 'Boss@Example.com', '--password', 'Secret123']);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toMatch(/^Created administrator Boss@Example.com/);

    const user = await userByEmail('boss@example.com');
    expect(user?.roles).toContain('admin');
    expect(user?.emailConfirmedAt).toBeTruthy();

    const second = await kit.run(adminCreateCommand, ['--email', 'boss@example.com', '--password', 'Another123']);
    expect(second.stdout).toBe(`boss@example.com (${user?.userId}) already is an administrator; nothing changed.`);
    expect(await passwordWorks('boss@example.com', 'Secret123')).toBe(true);
  });

  it('does not make an attacker who pre-registered the admin address administrator: the operator’s password replaces theirs', async () => {
    await signedUpUnconfirmed('boss@example.com', 'Attacker123');
    const run = await kit.run(adminCreateCommand, ['--email', 'boss@example.com', '--password', 'Operator123']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('was not confirmed: it now has the given password');
    expect(await passwordWorks('boss@example.com', 'Attacker123')).toBe(false);
    expect(await passwordWorks('boss@example.com', 'Operator123')).toBe(true);
    expect(await userByEmail('boss@example.com')).toMatchObject({ roles: ['client', 'admin'], emailConfirmedAt: expect.any(String) });
  });

  it('refuses to promote a confirmed account without --promote, and promotes it with the flag keeping its password', async () => {
    await signedUpUnconfirmed('colleague@example.com', 'Colleague123');
    await withAccounts(async (accounts) => {
      const user = await accounts.findByEmail('colleague@example.com');
      if (user) await accounts.execute(user.userId, { type: 'ConfirmEmail', data: {} });
    });
    const refused = await kit.run(adminCreateCommand, ['--email', 'colleague@example.com', '--password', 'Operator123']);
    expect(refused).toMatchObject({
      code: 1,
      stderr:
        'error: colleague@example.com already has a confirmed account that is not an administrator; give --promote to make it one (its password stays unchanged)',
    });
    expect((await userByEmail('colleague@example.com'))?.roles).toEqual(['client']);

    const promoted = await kit.run(adminCreateCommand, ['--email', 'colleague@example.com', '--password', 'Operator123', '--promote']);
    expect(promoted.stdout).toMatch(/is now an administrator \(its password is unchanged\)\.$/);
    expect((await userByEmail('colleague@example.com'))?.roles).toEqual(['client', 'admin']);
    expect(await passwordWorks('colleague@example.com', 'Colleague123')).toBe(true);
  });

  it('refuses a weak password and missing arguments, storing nothing', async () => {
    const weak = await kit.run(adminCreateCommand, ['--email', 'boss@example.com', '--password', 'short']);
    expect(weak.code).toBe(1);
    expect(weak.stderr).toBe('error: Password must be at least 8 characters');
    expect(await userByEmail('boss@example.com')).toBeNull();

    const missing = await kit.run(adminCreateCommand, ['--email', 'boss@example.com']);
    expect(missing.code).toBe(2);
  });

  it('reports an empty development outbox', async () => {
    expect(await kit.run(mailOutboxCommand, [])).toMatchObject({ code: 0, stdout: 'The outbox is empty.' });
  });
});

describe('privacy:export', () => {
  let kit: CliTestKit;
  beforeEach(() => (kit = new CliTestKit()));
  afterEach(() => kit.cleanUp());

  it('prints the personal data of an account as JSON, writes it to --out, and refuses a bad address', async () => {
    await kit.run(adminCreateCommand, ['--email', 'Boss@example.com', '--password', 'Secret123']);
    const printed = await kit.run(privacyExportCommand, ['--email', 'BOSS@example.com']);
    const data = JSON.parse(printed.stdout);
    expect(data).toMatchObject({
      schemaVersion: 2,
      subject: { email: 'boss@example.com' },
      account: { email: 'boss@example.com', roles: ['admin'] },
    });
    expect(data.events.map((event: { type: string }) => event.type)).toContain('UserRegistered.v2');
    expect(printed.stdout).not.toContain('Secret123');
    const written = await kit.run(privacyExportCommand, ['--email', 'boss@example.com', '--out', 'boss.json']);
    expect(written.stdout).toBe('Wrote the personal data of boss@example.com to boss.json');
    expect(JSON.parse(readFileSync(join(kit.dataDir, 'boss.json'), 'utf8')).account.email).toBe('boss@example.com');
    const nobody = JSON.parse((await kit.run(privacyExportCommand, ['--email', 'nobody@example.com'])).stdout);
    expect(nobody).toMatchObject({ account: null, demoRequests: [], client: null, events: [] });
    const refused = await kit.run(privacyExportCommand, ['--email', 'not-an-email']);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('valid email');
  });
});
