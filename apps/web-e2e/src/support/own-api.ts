import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { ADMIN } from './auth';

const repoRoot = join(__dirname, '../../../..');

/**
 * The built API (as the suite's server) on a port and data directory of a spec's own: `npm run replay` rebuilds the
 * read models in place, which needs the API stopped, so an acceptance spec starts, stops and restarts it.
 */
export class OwnApi {
  private process: ChildProcess | undefined;
  readonly dataDir: string;
  readonly baseURL: string;

  /** `offset` from E2E_API_PORT: each spec its own; `env` adds to (or overrides) the production-like settings. */
  constructor(
    name: string,
    offset: number,
    private readonly env: Record<string, string> = {},
  ) {
    this.dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
    this.baseURL = `http://localhost:${OwnApi.port(offset)}`;
  }

  static port(offset: number): number {
    return Number(process.env.E2E_API_PORT ?? 3100) + offset;
  }

  async start(): Promise<void> {
    this.process = spawn(process.execPath, ['dist/node/apps/api/src/server.js'], {
      cwd: repoRoot,
      stdio: 'ignore',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        MAIL_OUTBOX_ALLOWED: 'true',
        PORT: new URL(this.baseURL).port,
        DATA_DIR: this.dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        AUTH_RATE_LIMIT_PER_IP: '10000',
        ...this.env,
      },
    });
    await expect
      .poll(async () => (await fetch(`${this.baseURL}/health`).catch(() => null))?.status, { message: 'the API answers /health', timeout: 60_000 })
      .toBe(200);
  }

  async stop(): Promise<void> {
    const running = this.process;
    this.process = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGTERM');
    await exited;
  }

  /** `npm run replay` on this server's data directory (the CLI it runs, from the same build). */
  async replay(): Promise<string> {
    const { stdout } = await promisify(execFile)(process.execPath, ['dist/node/tools/src/cli/replay.js'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: this.dataDir },
    });
    return stdout;
  }
}
