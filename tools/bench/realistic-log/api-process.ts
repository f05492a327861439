import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { percentile } from '../leads/latency-stats';
import { API_PROGRAM, apiNodeOptions, forkProgram, freePort } from '../programs';

export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'BenchSecret123' };

/** Resident and peak resident memory of a process in MB (Linux /proc). */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; clock ticks of 10 ms). */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /s, '')
    .split(' ');
  // After "pid (comm) ", utime and stime are the 12th and 13th fields.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export interface ApiTimings {
  /** From fork to the first 200 on /health. */
  healthMs: number;
  /** CPU the process had used by then: the start-up's cost whatever the machine's load. */
  healthCpuMs: number;
  /** From fork to the first GraphQL read that answered data (admin sign-in included). */
  graphqlMs: number;
  /** What that first read answered: the clients the read model held then. */
  firstTotalClients: number;
}

/** How long /health took to answer, polled while the process works (its event loop's stalls show here). */
export interface HealthLatency {
  polls: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The last answer's `projections` ("catching up, n of m"), if it still had one: how far the catch-up got. */
  lastProgress: string | null;
}

/**
 * The real API (API_PROGRAM, started the way `npm start` does: every role in one process) on `dataDir`,
 * with the bench administrator created at start-up. `ROLE` is passed through when given.
 */
export class ApiProcess {
  readonly url: string;
  readonly child: ChildProcess;
  private readonly startedAt = performance.now();
  private output = '';
  /** The body of the first 200 on /health (`timings()`). */
  firstHealth: string | undefined;

  private constructor(port: number, dataDir: string, extraEnv: NodeJS.ProcessEnv) {
    this.url = `http://127.0.0.1:${port}`;
    const env = {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      MAIL_OUTBOX_ALLOWED: 'true',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ...extraEnv,
    };
    this.child = forkProgram(API_PROGRAM, [], env, apiNodeOptions());
    this.child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (this.output = (this.output + chunk).slice(-4000)));
    this.child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (this.output = (this.output + chunk).slice(-4000)));
  }

  static async start(dataDir: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<ApiProcess> {
    return new ApiProcess(await freePort(), dataDir, extraEnv);
  }

  memory(): { rssMb: number; peakMb: number } {
    return memoryOf(this.child.pid as number);
  }

  /** Polls /health, then sign-in and a GraphQL read, every 50 ms, and returns when each first answered. */
  async timings(timeoutMs: number): Promise<ApiTimings> {
    const deadline = this.startedAt + timeoutMs;
    let healthCpuMs = 0;
    const healthMs = await this.poll(deadline, async () => {
      const response = await fetch(`${this.url}/health`);
      if (!response.ok) return undefined;
      const at = performance.now() - this.startedAt;
      healthCpuMs = cpuMsOf(this.child.pid as number);
      this.firstHealth = await response.text();
      return at;
    });
    let token: string | undefined;
    const firstTotalClients = await this.poll(deadline, async () => {
      token ??= await this.signIn();
      if (!token) return undefined;
      return this.totalClients(token);
    });
    return { healthMs, healthCpuMs, graphqlMs: performance.now() - this.startedAt, firstTotalClients };
  }

  /** Polls /health every `everyMs` for `durationMs` and reports how long the answers took. */
  async healthLatency(durationMs: number, everyMs = 50): Promise<HealthLatency> {
    const took: number[] = [];
    let lastProgress: string | null = null;
    const end = performance.now() + durationMs;
    while (performance.now() < end) {
      const sent = performance.now();
      const answer = (await (await fetch(`${this.url}/health`)).json()) as { projections?: string };
      took.push(performance.now() - sent);
      lastProgress = answer.projections ?? null;
      await new Promise((wait) => setTimeout(wait, everyMs));
    }
    return { polls: took.length, p50Ms: percentile(took, 50), p99Ms: percentile(took, 99), maxMs: percentile(took, 100), lastProgress };
  }

  /**
   * Waits until the API is idle: its CPU time grows by less than `idleMsPerSecond` in each of two seconds in a row.
   * An API started on a store its process managers (alerts, webhooks, recordings) have never read folds the whole log
   * first; a steady-state measurement starts after that. Returns how long it took (ms).
   */
  async settled(timeoutMs: number, idleMsPerSecond = 50): Promise<number> {
    const started = performance.now();
    let previous = cpuMsOf(this.child.pid as number);
    let quietSeconds = 0;
    while (quietSeconds < 2) {
      if (performance.now() - started > timeoutMs) throw new Error(`The API was still busy after ${Math.round(timeoutMs / 1000)} s`);
      await new Promise((wait) => setTimeout(wait, 1000));
      const now = cpuMsOf(this.child.pid as number);
      quietSeconds = now - previous < idleMsPerSecond ? quietSeconds + 1 : 0;
      previous = now;
    }
    return performance.now() - started;
  }

  /** The admin's clients overview through GraphQL (undefined while it does not answer data). */
  async totalClients(token: string): Promise<number | undefined> {
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ clientsOverview { totalClients } }' }),
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { data?: { clientsOverview?: { totalClients: number } } };
    return body.data?.clientsOverview?.totalClients;
  }

  async signIn(): Promise<string | undefined> {
    const response = await fetch(`${this.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    return response.ok ? ((await response.json()) as { access_token: string }).access_token : undefined;
  }

  private async poll<T>(deadline: number, attempt: () => Promise<T | undefined>): Promise<T> {
    while (performance.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`The API exited (${this.child.exitCode}):\n${this.output}`);
      try {
        const result = await attempt();
        if (result !== undefined) return result;
      } catch {
        // not listening yet, or the request was cut
      }
      await new Promise((wait) => setTimeout(wait, 50));
    }
    throw new Error(`The API did not answer within ${Math.round((deadline - this.startedAt) / 1000)} s:\n${this.output}`);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise<void>((done) => this.child.once('exit', () => done()));
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  }
}
