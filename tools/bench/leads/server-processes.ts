import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

/** Running from the sources (`.ts` under a require hook) or from the build (`dist/node/...js`). */
const FROM_SOURCE = __filename.endsWith('.ts');
const REPO_ROOT = FROM_SOURCE ? resolve(__dirname, '../../..') : resolve(__dirname, '../../../../..');
const REGISTER_TS = join(REPO_ROOT, 'libs/platform/event-store/src/testing/register-ts.cjs');

export interface ServerProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no free port'))));
    });
  });
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
async function startProgram(relativeTsPath: string, env: NodeJS.ProcessEnv, healthPath: string): Promise<ServerProcess> {
  const port = await freePort();
  const script = FROM_SOURCE ? join(REPO_ROOT, relativeTsPath) : join(REPO_ROOT, 'dist/node', relativeTsPath.replace(/\.ts$/, '.js'));
  if (!existsSync(script)) throw new Error(`${script} is missing: build first (npx nx run api:build)`);
  const child = fork(script, [], {
    execArgv: FROM_SOURCE ? ['--require', REGISTER_TS] : [],
    env: { PATH: process.env.PATH, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
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

/** The real API (apps/api/src/main.ts) on its own DATA_DIR, request logging off, per-IP submission limit lifted. */
export function startApi(dataDir: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    MAIL_OUTBOX_ALLOWED: 'true',
    LEADS_SUBMISSIONS_PER_IP: '100000000',
    ...extraEnv,
  };
  return startProgram('apps/api/src/main.ts', env, '/health');
}

/** The baseline: bare Fastify + better-sqlite3 inserting the same row (bare-intake-server.ts). */
export function startBareIntake(dataDir: string): Promise<ServerProcess> {
  return startProgram('tools/bench/leads/bare-intake-server.ts', { DATA_DIR: dataDir }, '/health');
}
