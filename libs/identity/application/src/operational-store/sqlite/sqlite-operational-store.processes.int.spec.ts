import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteOperationalStore } from './sqlite-operational-store';

const CHURN = join(__dirname, '../testing/auth-churn.child.ts');
/** The event store's loader for TypeScript in a plain node child (swc + the tsconfig path aliases). */
const REGISTER_TS = join(__dirname, '../../../../../platform/event-store/src/testing/register-ts.cjs');

function runChild(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = fork(CHURN, args, { execArgv: ['--require', REGISTER_TS], stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('SqliteOperationalStore across processes', () => {
  jest.setTimeout(120_000);
  let directory: string;
  beforeEach(() => (directory = mkdtempSync(join(tmpdir(), 'auth-db-processes-'))));
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('serves three API processes consuming tokens, taking sign-ups and refreshing sessions on one auth.db at once', async () => {
    const file = join(directory, 'auth.db');
    await new SqliteOperationalStore({ file }).close();
    const rounds = 400;
    const results = await Promise.all(['a', 'b', 'c'].map((instance) => runChild([file, instance, String(rounds)])));
    expect(results.map((result) => result.output.trim())).toEqual([`ok ${rounds}`, `ok ${rounds}`, `ok ${rounds}`]);
    expect(results.map((result) => result.code)).toEqual([0, 0, 0]);
  });

  it('lets three API processes start together on a new auth.db', async () => {
    const file = join(directory, 'fresh', 'auth.db');
    for (let attempt = 0; attempt < 5; attempt++) {
      rmSync(join(directory, 'fresh'), { recursive: true, force: true });
      const results = await Promise.all(['a', 'b', 'c'].map((instance) => runChild([file, instance, '1'])));
      expect(results.map((result) => result.output.trim())).toEqual(['ok 1', 'ok 1', 'ok 1']);
    }
  });
});
