import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type CliCommand, integerOption, parseCliArgs, runAsMain, UsageError } from '../../src/cli/cli-runtime';
import { readStoreSettings } from '../../src/infrastructure/store-settings';
import { compareClosedLoops, type ThroughputResult } from './closed-loop';
import { ms } from './latency-stats';
import { liveLatency } from './live-latency';
import { startApi, startBareIntake } from './server-processes';
import { apiSubmission, bareSubmission } from './submissions';

const usage = `Usage: bench:leads [--requests N] [--concurrency N] [--sockets N] [--rate N] [--seconds N] [--dir DIR]

Prints demo-request intake figures (not a pass/fail test). Servers run as child processes on temporary data dirs.
  P1  submissions/s through the real API (GraphQL submitDemoRequest: validation, event append, projection) vs a bare
      Fastify + better-sqlite3 endpoint inserting the same row; closed loop, same run (goal: ratio >= 0.5)
  P2  latency from a submission being recorded (its event's occurredAt) to its live update arriving on each of N
      admin sockets, at a fixed rate (goal: p99 <= 50 ms)
  --requests N     P1 submissions per target, default 6000, in 6 interleaved rounds after a 10% warm-up
  --concurrency N  P1 requests in flight, default 16
  --sockets N      P2 admin sockets, default 50
  --rate N         P2 submissions per second, default 200
  --seconds N      P2 duration, default 10
  --dir DIR        where the temporary data dirs go (removed afterwards), default DATA_DIR`;

const rate = (perSecond: number) => `${Math.round(perSecond).toLocaleString('en-US')}/s`;
const goal = (met: boolean) => (met ? 'goal met' : 'goal NOT met');
const line = (result: ThroughputResult) => `${rate(result.perSecond)} (p50 ${ms(result.p50)}, p99 ${ms(result.p99)})`;

export const ADMIN = { email: 'bench-admin@example.com', password: 'BenchSecret123' };

export async function signIn(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`Admin sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export const leadsBenchCommand: CliCommand = {
  usage,
  async run(argv, context) {
    const options = {
      requests: { type: 'string' },
      concurrency: { type: 'string' },
      sockets: { type: 'string' },
      rate: { type: 'string' },
      seconds: { type: 'string' },
      dir: { type: 'string' },
    } as const;
    const { values } = parseCliArgs({ args: argv, options });
    const requests = integerOption('requests', values.requests) ?? 6000;
    const concurrency = integerOption('concurrency', values.concurrency) ?? 16;
    const sockets = integerOption('sockets', values.sockets) ?? 50;
    const perSecond = integerOption('rate', values.rate) ?? 200;
    const seconds = integerOption('seconds', values.seconds) ?? 10;
    if ([requests, concurrency, sockets, perSecond, seconds].some((value) => value < 1)) throw new UsageError('every number must be at least 1');
    const parent = values.dir ? resolve(context.cwd, values.dir) : readStoreSettings(context.env, context.cwd).dataDir;
    mkdirSync(parent, { recursive: true });
    const directory = mkdtempSync(join(parent, 'bench-leads-'));
    const print = context.stdout;
    try {
      print(`Leads intake bench on ${directory} (Node ${process.version})`);
      const apiDir = join(directory, 'api');
      const api = await startApi(apiDir, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
      const bare = await startBareIntake(directory);
      try {
        const [viaApi, viaBare] = [apiSubmission(api.url), bareSubmission(bare.url)];
        const { a: apiResult, b: bareResult } = await compareClosedLoops({ a: viaApi, b: viaBare }, { count: requests, concurrency, rounds: 6 });
        const ratio = apiResult.perSecond / bareResult.perSecond;
        print(`P1 ${apiResult.count} submissions each (6 interleaved rounds after a 10% warm-up), ${concurrency} in flight:`);
        print(`   API (GraphQL submitDemoRequest) ${line(apiResult)}`);
        print(`   bare Fastify + better-sqlite3   ${line(bareResult)}`);
        print(`   ratio ${ratio.toFixed(2)} (${goal(ratio >= 0.5)}: >= 0.5)`);
        await bare.stop();

        const accessToken = await signIn(api.url);
        const p2 = await liveLatency({
          socketUrls: [api.url],
          accessToken,
          eventsFile: join(apiDir, 'events.db'),
          sockets,
          perSecond,
          seconds,
          submits: [viaApi],
        });
        print(`P2 ${p2.submissions} submissions at ${perSecond}/s (achieved ${rate(p2.achievedPerSecond)}), ${sockets} admin sockets:`);
        print(`   submission recorded -> live update on a socket: p50 ${ms(p2.p50)}, p99 ${ms(p2.p99)} (${goal(p2.p99 <= 50)}: p99 <= 50 ms)`);
        print(`   ${p2.samples} deliveries measured, ${p2.missed} missed`);
      } finally {
        await Promise.all([api.stop(), bare.stop()]);
      }
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  },
};

if (require.main === module) runAsMain(leadsBenchCommand);
