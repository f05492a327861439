import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { ProjectionRunner } from '../projection-runner';
import { readModelsOf } from '../read-models';
import { rebuildProjections } from '../rebuild-projections';
import { exampleProjectors } from '../testing/example-projectors';
import { counted, dumpReadModels, noted, TestStores } from '../testing/projection-test-stores';
import { ReadStoreProjectionLeases } from './read-store-projection-leases';

const RUNNER_CHILD = join(__dirname, '../testing/runner.child.ts');
const REGISTER_TS = join(__dirname, '../../../event-store/src/testing/register-ts.cjs');
const NAMES = exampleProjectors.map((projector) => projector.name).sort();

/** A projector process on the test's stores: what it leads, as it reports it, and how it ended. */
class ProjectorProcess {
  readonly child: ChildProcess;
  led: string[] = [];
  readonly exited: Promise<string | number | null>;

  constructor(stores: TestStores, leaseTtlMs: number) {
    this.child = fork(RUNNER_CHILD, [stores.eventsFile, stores.readFile, String(leaseTtlMs)], {
      execArgv: ['--require', REGISTER_TS],
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve(signal ?? code)));
    let buffered = '';
    this.child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('led ')) this.led = line.slice(4).split(',').filter(Boolean);
    });
  }
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const startedAt = Date.now();
  while (!(await condition())) {
    if (Date.now() - startedAt > timeoutMs) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - startedAt;
}

describe('Projector processes sharing one data directory', () => {
  jest.setTimeout(90_000);
  let stores: TestStores;
  let processes: ProjectorProcess[] = [];

  beforeEach(() => (stores = new TestStores()));
  afterEach(async () => {
    for (const running of processes) running.child.kill('SIGKILL');
    await Promise.all(processes.map((running) => running.exited));
    processes = [];
    await stores.close();
  });

  const appendRound = async (round: number) => {
    if (round % 4 === 3) await stores.eventStore.append(`notes-${round}`, [noted(`note ${round}`)], 'any');
    else
      await stores.eventStore.append(
        `counter-${round % 5}`,
        Array.from({ length: 10 }, (_, index) => counted(index)),
        'any',
      );
  };

  it('each projector is led by one process; after kill -9 of the leader the standby takes over within 15 s and the read models equal a full rebuild', async () => {
    for (let round = 0; round < 100; round++) await appendRound(round);
    // The default lease (10 s): the takeover must come within 15 s of the kill.
    processes = [new ProjectorProcess(stores, 10_000), new ProjectorProcess(stores, 10_000)];
    await until(() => processes.flatMap((running) => running.led).length === NAMES.length, 20_000, 'every projector to be led');
    const [first, second] = processes;
    expect([...first.led, ...second.led].sort()).toEqual(NAMES);
    expect(first.led.filter((name) => second.led.includes(name))).toEqual([]);
    expect((await new ReadStoreProjectionLeases(stores.readStore).list()).map(({ name }) => name)).toEqual(NAMES);

    // Kill whichever leads `counters`, in the middle of its work.
    const leader = first.led.includes('counters') ? first : second;
    const standby = leader === first ? second : first;
    let round = 100;
    const appending = (async () => {
      for (; round < 300; round++) await appendRound(round);
    })();
    await new Promise((resolve) => setTimeout(resolve, 150));
    leader.child.kill('SIGKILL');
    expect(await leader.exited).toBe('SIGKILL');
    await appending;

    const tookMs = await until(() => standby.led.length === NAMES.length, 15_000, 'the standby to lead every projector');
    expect(tookMs).toBeLessThanOrEqual(15_000);
    const observer = new ProjectionRunner({
      eventStore: stores.eventStore,
      readStore: stores.openReadStore(),
      projectors: exampleProjectors,
      lead: false,
    });
    await observer.start();
    try {
      expect(await observer.waitFor(await stores.eventStore.headPosition(), { timeoutMs: 20_000 })).toBe(true);
      const target = stores.openReadStore('rebuilt.db');
      await rebuildProjections({ eventStore: stores.eventStore, target, projectors: exampleProjectors });
      const rebuilt = await dumpReadModels(readModelsOf(target, exampleProjectors), exampleProjectors);
      expect(rebuilt.counters.length).toBe(5);
      expect(await dumpReadModels(observer, exampleProjectors)).toEqual(rebuilt);
    } finally {
      await observer.stop();
    }
  });
});
