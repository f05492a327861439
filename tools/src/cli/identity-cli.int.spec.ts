import { SqliteEventStore } from '@receptionist/event-store';
import { identityProjectors, UserAccounts } from '@receptionist/identity-application';
import { readModelsOf } from '@receptionist/projections';
import { SqliteReadStore } from '@receptionist/read-store';
import { CliTestKit } from '../testing/cli-test-kit';
import { adminCreateCommand } from './admin-create';
import { mailOutboxCommand } from './mail-outbox';

describe('admin:create and mail:outbox', () => {
  let kit: CliTestKit;
  beforeEach(() => (kit = new CliTestKit()));
  afterEach(() => kit.cleanUp());

  async function userByEmail(email: string) {
    const eventStore = new SqliteEventStore({ file: kit.eventsFile });
    const readStore = new SqliteReadStore({ file: kit.readModelsFile });
    try {
      return await new UserAccounts({ eventStore, readModels: readModelsOf(readStore, identityProjectors) }).findByEmail(email);
    } finally {
      await Promise.all([eventStore.close(), readStore.close()]);
    }
  }

  it('creates a confirmed administrator, then promotes rather than duplicates on a second run', async () => {
    const first = await kit.run(adminCreateCommand, ['--email', 'Boss@Example.com', '--password', 'Secret123']);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toMatch(/^Created administrator Boss@Example.com/);

    const user = await userByEmail('boss@example.com');
    expect(user?.roles).toContain('admin');
    expect(user?.emailConfirmedAt).toBeTruthy();

    const second = await kit.run(adminCreateCommand, ['--email', 'boss@example.com', '--password', 'Another123']);
    expect(second.stdout).toContain(`(${user?.userId}) is now an administrator`);
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
