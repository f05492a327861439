import { SqliteEventStore } from '@receptionist/event-store';
import { ProjectionRunner } from '@receptionist/projections';
import { SqliteReadStore } from '@receptionist/read-store';
import { PROJECTOR_CATALOG } from '../catalog/projectors';
import { CliTestKit, pageViewed } from '../testing/cli-test-kit';
import { EXIT_FAILED, EXIT_USAGE } from './cli-runtime';
import { projectionsCommand } from './projections';

/** The API's side: a runner over the kit's stores with the catalog's projectors. */
class RunningApi {
  readonly eventStore: SqliteEventStore;
  readonly readStore: SqliteReadStore;
  readonly runner: ProjectionRunner;

  constructor(kit: CliTestKit) {
    this.eventStore = new SqliteEventStore({ file: kit.eventsFile });
    this.readStore = new SqliteReadStore({ file: kit.readModelsFile });
    this.runner = new ProjectionRunner({ eventStore: this.eventStore, readStore: this.readStore, projectors: PROJECTOR_CATALOG, pollIntervalMs: 50 });
  }

  async waitForStatus(name: string, status: string): Promise<void> {
    for (let attempt = 0; attempt < 300; attempt++) {
      if (this.runner.status().find((projector) => projector.name === name)?.status === status) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${name} did not become ${status}`);
  }

  async stop(): Promise<void> {
    await this.runner.stop();
    await this.readStore.close();
    await this.eventStore.close();
  }
}

describe('projections CLI', () => {
  let kit: CliTestKit;
  let api: RunningApi | undefined;

  beforeEach(async () => {
    kit = new CliTestKit();
    await kit.append([
      pageViewed('/', '2025-06-01T09:00:00.000Z'),
      { stream: 'pageviews-2025-06-01', event: { type: 'PageViewed', data: null } },
      pageViewed('/demo', '2025-06-01T09:05:00.000Z'),
    ]);
    api = new RunningApi(kit);
    await api.runner.start();
    await api.waitForStatus('page_views_daily', 'failed');
  });
  afterEach(async () => {
    await api?.stop();
    kit.cleanUp();
  });

  /** The runner advances an idle projector's checkpoint on its next poll; status is read until it shows it. */
  const statusOnceUsersAt = async (position: number) => {
    const usersVersion = PROJECTOR_CATALOG.find((projector) => projector.name === 'users')?.version;
    for (let attempt = 0; attempt < 100; attempt++) {
      const result = await kit.run(projectionsCommand, ['status']);
      if (result.stdout.includes(`users: live, v${usersVersion} at position ${position}`)) return result;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`users did not reach position ${position}`);
  };

  it('status shows each projector, its checkpoint and the event a failed one stopped at', async () => {
    const result = await statusOnceUsersAt(3);

    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Event store head: 3');
    expect(result.stdout).toMatch(/page_views_daily: failed, v1 at position 1\n {2}failed on position 2 \(PageViewed [0-9a-f-]{36}\): .+/);
  });

  it('skip asks the running API to pass over the failed event, which it does', async () => {
    const result = await kit.run(projectionsCommand, ['skip', 'page_views_daily']);

    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Requested skip of page_views_daily');
    await api?.waitForStatus('page_views_daily', 'live');
    expect(await api?.runner.waitFor(3, { projectors: ['page_views_daily'] })).toBe(true);
    expect((await kit.run(projectionsCommand, ['status'])).stdout).toContain('page_views_daily: live, v1 at position 3');
  });

  it('retry of a projector that has not failed is refused', async () => {
    // page_views_daily can fail before users reaches the head in the same batch: users is live once it has.
    await api?.waitForStatus('users', 'live');
    const result = await kit.run(projectionsCommand, ['retry', 'users']);

    expect(result.code).toBe(EXIT_FAILED);
    expect(result.stderr).toContain('users has not failed (status: live); there is nothing to retry');
  });

  it.each([[[]], [['retry']], [['status', 'extra']], [['restart', 'users']]])('rejects %j with the usage', async (argv) => {
    const result = await kit.run(projectionsCommand, argv);

    expect(result.code).toBe(EXIT_USAGE);
    expect(result.stderr).toContain('Usage: projections status | retry NAME | skip NAME');
  });
});
