import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteReadStore } from './sqlite-read-store';

const PROJECTOR_LOOP = join(__dirname, '../testing/projector-loop.child.ts');
/** The event store's loader for TypeScript in a plain node child (swc + the tsconfig path aliases). */
const REGISTER_TS = join(__dirname, '../../../event-store/src/testing/register-ts.cjs');

function runChild(args: string[]): Promise<{ code: number | null; lines: string[] }> {
  const child = fork(PROJECTOR_LOOP, args, { execArgv: ['--require', REGISTER_TS], stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, lines: output.split('\n').filter(Boolean) }));
  });
}

describe('SqliteReadStore across processes', () => {
  jest.setTimeout(90_000);
  let directory: string;
  beforeEach(() => (directory = mkdtempSync(join(tmpdir(), 'read-store-processes-'))));
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('three projector processes competing for one lease apply every event exactly once, each epoch to one process (no doubled usage minutes)', async () => {
    const file = join(directory, 'read.db');
    const total = 300;
    const results = await Promise.all(['a', 'b', 'c'].map((holder) => runChild([file, holder, String(total)])));
    expect(results.map((result) => result.code)).toEqual([0, 0, 0]);

    const store = new SqliteReadStore({ file });
    try {
      expect(await store.checkpoint('usage')).toBe(total);
      expect(await store.collection('usage').get('client-1')).toEqual({ id: 'client-1', minutesUsed: (total * (total + 1)) / 2 });
    } finally {
      await store.close();
    }
    // Each epoch went to one process only (lease changes are atomic across processes), and the lease changed hands.
    const epochs = results.flatMap((result) => result.lines.filter((line) => line.startsWith('epoch ')));
    expect(new Set(epochs).size).toBe(epochs.length);
    expect(epochs.length).toBeGreaterThan(1);
  });
});
