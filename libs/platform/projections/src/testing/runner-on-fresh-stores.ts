import { ProjectionRunner, type ProjectionRunnerOptions } from '../projection-runner';
import { TestStores } from './projection-test-stores';

type StartOptions = Omit<ProjectionRunnerOptions, 'eventStore' | 'readStore'> & Partial<Pick<ProjectionRunnerOptions, 'eventStore' | 'readStore'>>;

export interface RunnerOnFreshStores {
  /** This test's stores (fresh before each test). */
  readonly stores: TestStores;
  /** Starts a runner on this test's stores (or on the given ones); every runner started is stopped after the test. */
  start(options: StartOptions): Promise<ProjectionRunner>;
  /** A runner the test built itself, stopped after the test like the started ones (before the stores close). */
  stoppedAfterTest(runner: ProjectionRunner): ProjectionRunner;
}

/** Registers beforeEach/afterEach: fresh SQLite stores for each test, its runners stopped and the stores removed after it. */
export function runnerOnFreshStores(): RunnerOnFreshStores {
  let stores: TestStores | undefined;
  let runners: ProjectionRunner[] = [];
  beforeEach(() => {
    stores = new TestStores();
  });
  afterEach(async () => {
    for (const runner of runners) await runner.stop();
    runners = [];
    await stores?.close();
    stores = undefined;
  });
  const current = (): TestStores => {
    if (!stores) throw new Error('runnerOnFreshStores: the stores exist only inside a test');
    return stores;
  };
  return {
    get stores() {
      return current();
    },
    async start(options) {
      const runner = new ProjectionRunner({ eventStore: current().eventStore, readStore: current().readStore, ...options });
      runners.push(runner);
      await runner.start();
      return runner;
    },
    stoppedAfterTest(runner) {
      runners.push(runner);
      return runner;
    },
  };
}
