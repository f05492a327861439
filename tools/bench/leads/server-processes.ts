import type { ChildProcess } from 'node:child_process';
import { API_PROGRAM, apiNodeOptions, forkProgram, freePort } from '../programs';

export interface ServerProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function waitForOk(url: string, child: ChildProcess, output: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${output()}`);
}

/** Forks one of this repo's programs (source or built, like this bench) and waits for `healthPath` to answer 200. */
async function startProgram(
  relativeTsPath: string,
  env: NodeJS.ProcessEnv,
  healthPath: string,
  nodeOptions: readonly string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const child = forkProgram(relativeTsPath, [], { PATH: process.env.PATH, ...env, PORT: String(port) }, nodeOptions);
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${url}${healthPath}`, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    url,
    pid: child.pid ?? -1,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * The real API (API_PROGRAM, with the V8 options the product starts it with) on its own DATA_DIR, request
 * logging off, per-IP submission limit lifted.
 */
export function startApi(dataDir: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    MAIL_OUTBOX_ALLOWED: 'true',
    LEADS_SUBMISSIONS_PER_IP: '100000000',
    ...extraEnv,
  };
  return startProgram(API_PROGRAM, env, '/health', apiNodeOptions());
}

/** The baseline: bare Fastify + better-sqlite3 inserting the same row (bare-intake-server.ts). */
export function startBareIntake(dataDir: string): Promise<ServerProcess> {
  return startProgram('tools/bench/leads/bare-intake-server.ts', { DATA_DIR: dataDir }, '/health');
}
