import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageViewsStream } from '@receptionist/analytics-domain';
import { SqliteEventStore } from '@receptionist/event-store';
import { forkTypeScript, freePort, type TsProcess } from '../testing/node-process';

const EVENTS = 60_000;
const isEqual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const CHILD = join(__dirname, 'catch-up-stalls.child.ts');

describe('an `all` process started on a store far behind', () => {
  jest.setTimeout(120_000);
  let dataDir: string;
  let child: TsProcess | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'catching-up-'));
    const store = new SqliteEventStore({ file: join(dataDir, 'events.db') });
    for (let day = 0; day < EVENTS / 2000; day++) {
      const date = `2026-01-${String(1 + (day % 28)).padStart(2, '0')}`;
      const views = Array.from({ length: 2000 }, (_, index) => ({ type: 'PageViewed', data: { path: `/page-${index % 50}`, day: date } }));
      await store.append(`${pageViewsStream(date)}-${day}`, views, 'no_stream');
    }
    await store.close();
  });
  afterAll(async () => {
    child?.child.kill('SIGKILL');
    await child?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers /health while it catches up ("catching up, n of m"), and the catch-up never holds the event loop for a whole batch (target: 50 ms, printed)', async () => {
    const port = await freePort();
    child = forkTypeScript(CHILD, [dataDir, String(port)]);
    const answers: Array<{ status: string; projections?: string }> = [];
    let listeningAt: number | undefined;
    while (!child.output().includes('stall ')) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/health`);
        listeningAt ??= Date.now();
        expect(response.status).toBe(200);
        answers.push((await response.json()) as { status: string; projections?: string });
      } catch (error) {
        if (listeningAt !== undefined) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(answers[0]).toEqual({ status: 'ok', projections: expect.stringMatching(new RegExp(`^catching up, \\d+ of ${EVENTS}$`)) });
    const longestStallMs = Number(/stall (\S+)/.exec(child.output())?.[1]);
    console.log(`catch-up of ${EVENTS} events: longest event-loop stall ${longestStallMs} ms of CPU, ${answers.length} /health answers`);
    // The 50 ms target is a figure to read in the output (a loaded CI machine adds a few ms); the assertion catches a
    // catch-up that holds the event loop for a whole batch or more, as the engine before slicing did (~500 ms).
    expect(longestStallMs).toBeLessThan(250);
    let settled: unknown;
    for (let attempt = 0; attempt < 50 && !isEqual(settled, { status: 'ok' }); attempt++) {
      settled = await (await fetch(`http://127.0.0.1:${port}/health`)).json();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(settled).toEqual({ status: 'ok' });
  });
});
