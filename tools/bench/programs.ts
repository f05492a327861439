import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

/** Running from the sources (`.ts` under a require hook) or from the build (`dist/node/...js`). */
export const FROM_SOURCE = __filename.endsWith('.ts');
export const REPO_ROOT = FROM_SOURCE ? resolve(__dirname, '../..') : resolve(__dirname, '../../../..');
const REGISTER_TS = join(REPO_ROOT, 'libs/platform/event-store/src/testing/register-ts.cjs');

/** The API as the product starts it: built, the bundle's launcher (apps/api/src/server.ts); from the sources, main.ts. */
export const API_PROGRAM = FROM_SOURCE ? 'apps/api/src/main.ts' : 'apps/api/src/server.ts';

/** A program of this repo, source or built like the running bench. */
function programPath(relativeTsPath: string): string {
  const script = FROM_SOURCE ? join(REPO_ROOT, relativeTsPath) : join(REPO_ROOT, 'dist/node', relativeTsPath.replace(/\.ts$/, '.js'));
  if (!existsSync(script)) throw new Error(`${script} is missing: build first (npx nx run api:build)`);
  return script;
}

/** Forks a program of this repo with piped output and an IPC channel. */
export function forkProgram(relativeTsPath: string, args: string[], env: NodeJS.ProcessEnv, nodeOptions: readonly string[] = []): ChildProcess {
  return fork(programPath(relativeTsPath), args, {
    execArgv: [...(FROM_SOURCE ? ['--require', REGISTER_TS] : []), ...nodeOptions],
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
}

/** The V8 options the product starts the API with (apps/api/node-options.json), so the benches measure that process. */
export function apiNodeOptions(): string[] {
  return (JSON.parse(readFileSync(join(REPO_ROOT, 'apps/api/node-options.json'), 'utf8')) as { nodeOptions: string[] }).nodeOptions;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no free port'))));
    });
  });
}
