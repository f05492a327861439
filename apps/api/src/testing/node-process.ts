import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { findRepoRoot } from '../config/repo-root';

/** The event-store engineers' require hook that lets plain node run the repo's TypeScript with its path aliases. */
const REGISTER_TS = join(findRepoRoot(), 'libs/platform/event-store/src/testing/register-ts.cjs');

export interface TsProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | NodeJS.Signals>;
}

/** Runs a TypeScript file of this repo in its own node process, capturing stdout and stderr. */
export function forkTypeScript(script: string, args: readonly string[] = [], env: NodeJS.ProcessEnv = {}): TsProcess {
  const child = fork(script, args, {
    execArgv: ['--require', REGISTER_TS],
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | NodeJS.Signals>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(signal ?? code ?? 0));
  });
  return { child, output: () => output, exited };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Polls `url` until it answers 200 or the time is up. */
export async function waitForOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Polls `probe` every 50 ms until it gives a value; fails naming `what` once `timeoutMs` have passed. */
export async function until<T>(probe: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<{ value: T; ms: number }> {
  const startedAt = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return { value, ms: Date.now() - startedAt };
    if (Date.now() - startedAt > timeoutMs) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
