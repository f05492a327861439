import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const REGISTER_TS = join(__dirname, 'register-ts.cjs');

interface ForkedScript {
  child: ChildProcess;
  /** Lines the child printed to stdout so far; grows while it runs. */
  lines: string[];
  /** Resolves with the exit code, or the signal name when it was killed. */
  exited: Promise<number | NodeJS.Signals>;
}

/** Runs a TypeScript file in a separate node process (the same node binary), collecting its stdout lines. */
export function forkTypeScript(script: string, args: readonly string[]): ForkedScript {
  const child = fork(script, args, { execArgv: ['--require', REGISTER_TS], stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const lines: string[] = [];
  let partial = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  });
  const exited = new Promise<number | NodeJS.Signals>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(signal ?? code ?? 0));
  });
  return { child, lines, exited };
}

/** Waits until `condition` holds, polling every 10 ms; fails after `timeoutMs`. */
export async function waitUntil(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
