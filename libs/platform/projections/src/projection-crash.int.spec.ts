import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { NewEvent } from '@receptionist/event-store';
import { ProjectionRunner } from './projection-runner';
import { readModelsOf } from './read-models';
import { rebuildProjections } from './rebuild-projections';
import { exampleProjectors } from './testing/example-projectors';
import { counted, dumpReadModels, noted, TestStores } from './testing/projection-test-stores';

const RUNNER_CHILD = join(__dirname, 'testing/runner.child.ts');
const REGISTER_TS = join(__dirname, '../../event-store/src/testing/register-ts.cjs');

/** A mix of events over a few streams: counters go up and are reset, notes accumulate. */
function eventsOfRound(round: number): { stream: string; events: NewEvent[] } {
  const stream = `counter-${round % 7}`;
  if (round % 5 === 4) return { stream, events: [{ type: 'Reset', data: {} }] };
  if (round % 3 === 0) return { stream: `notes-${round}`, events: [noted(`note ${round}`)] };
  return { stream, events: Array.from({ length: 20 }, (_, index) => counted(index)) };
}

describe('ProjectionRunner killed by SIGKILL', () => {
  jest.setTimeout(60_000);
  let stores: TestStores;

  beforeEach(() => (stores = new TestStores()));
  afterEach(() => stores.close());

  it('resumes after the crash and ends with the read models of a full rebuild', async () => {
    let round = 0;
    const appendRound = async () => {
      const { stream, events } = eventsOfRound(round++);
      await stores.eventStore.append(stream, events, 'any');
    };
    for (let index = 0; index < 200; index++) await appendRound();

    const child = fork(RUNNER_CHILD, [stores.eventsFile, stores.readFile], {
      execArgv: ['--require', REGISTER_TS],
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    let running = true;
    const exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        running = false;
        resolve(signal ?? code);
      }),
    );
    let commits = 0;
    child.stdout?.on('data', (chunk: Buffer) => (commits += chunk.toString().split('\n').length - 1));
    while (commits < 40) {
      if (!running) throw new Error(`the runner process exited with ${await exited}`);
      await appendRound();
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    for (let index = 0; index < 50; index++) await appendRound();

    const restarted = new ProjectionRunner({ eventStore: stores.eventStore, readStore: stores.readStore, projectors: exampleProjectors });
    await restarted.start();
    try {
      expect(await restarted.waitFor(await stores.eventStore.headPosition(), { timeoutMs: 20_000 })).toBe(true);
      const target = stores.openReadStore('rebuilt.db');
      await rebuildProjections({ eventStore: stores.eventStore, target, projectors: exampleProjectors });
      const rebuilt = await dumpReadModels(readModelsOf(target, exampleProjectors), exampleProjectors);
      expect(rebuilt.counters.length).toBeGreaterThan(0);
      expect(rebuilt.notes.length).toBeGreaterThan(0);
      expect(await dumpReadModels(restarted, exampleProjectors)).toEqual(rebuilt);
    } finally {
      await restarted.stop();
    }
  });
});
