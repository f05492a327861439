import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { type CliCommand, integerOption, parseCliArgs, runAsMain, UsageError } from '../../src/cli/cli-runtime';
import { readStoreSettings } from '../../src/infrastructure/store-settings';
import { ms } from './latency-stats';
import { ADMIN, signIn } from './leads-bench';
import { liveLatency, waitForAdminSocket } from './live-latency';
import { type ServerProcess, startApi } from './server-processes';
import { processCpuSeconds } from './process-cpu';
import { apiSubmission, connectionPool, DEFAULT_CONNECTIONS_PER_SERVER } from './submissions';

const usage = `Usage: bench:live [--instances N] [--sockets N] [--rate N] [--seconds N] [--connections N] [--dir DIR]

P2 across instances (issue 10, acceptance (c); printed figures, not a pass/fail test): one ROLE=projector process and
N ROLE=api processes on one DATA_DIR (the embedded store), admin sockets split evenly over the api processes, demo
requests submitted at a fixed rate round robin through every api process, over a bounded keep-alive pool per api
process. Latency = the instant a socket receives the live update covering the submission − the submission's
scheduled start (queueing in the client's pool counts; same machine, same clock). CPU per lead = the server
processes' CPU time (/proc) over the run / submissions accepted.
  --instances N  api processes, default 2
  --sockets N    admin sockets, default 500
  --rate N       submissions per second (all instances together), default 1000
  --seconds N    duration, default 10
  --connections N  keep-alive connections per api process, default ${DEFAULT_CONNECTIONS_PER_SERVER}
  --dir DIR      where the temporary data dir goes (removed afterwards), default DATA_DIR
The public form's spam limit is per IP (LEADS_SUBMISSIONS_PER_IP) and the bench is one IP: it is raised for the run.`;

const goal = (met: boolean) => (met ? 'goal met' : 'goal NOT met');
const rate = (perSecond: number) => `${Math.round(perSecond).toLocaleString('en-US')}/s`;

export const liveBenchCommand: CliCommand = {
  usage,
  async run(argv, context) {
    const options = {
      instances: { type: 'string' },
      sockets: { type: 'string' },
      rate: { type: 'string' },
      seconds: { type: 'string' },
      connections: { type: 'string' },
      dir: { type: 'string' },
    } as const;
    const { values } = parseCliArgs({ args: argv, options });
    const instances = integerOption('instances', values.instances) ?? 2;
    const sockets = integerOption('sockets', values.sockets) ?? 500;
    const perSecond = integerOption('rate', values.rate) ?? 1000;
    const seconds = integerOption('seconds', values.seconds) ?? 10;
    const connections = integerOption('connections', values.connections) ?? DEFAULT_CONNECTIONS_PER_SERVER;
    if ([instances, sockets, perSecond, seconds, connections].some((value) => value < 1)) throw new UsageError('every number must be at least 1');
    const parent = values.dir ? resolve(context.cwd, values.dir) : readStoreSettings(context.env, context.cwd).dataDir;
    mkdirSync(parent, { recursive: true });
    const dataDir = mkdtempSync(join(parent, 'bench-live-'));
    const print = context.stdout;
    const running: ServerProcess[] = [];
    try {
      print(
        `Live bench on ${dataDir} (Node ${process.version}): 1 projector + ${instances} api processes, ${sockets} admin sockets, ${perSecond} submissions/s for ${seconds} s`,
      );
      // Every instance serves one public origin (as behind a proxy): SITE_URL, hence the tokens' issuer, is the same.
      const shared: NodeJS.ProcessEnv = { SITE_URL: 'http://localhost:3000' };
      // BENCH_CPU_PROF_DIR: every server process writes a V8 CPU profile there when it stops (node --cpu-prof).
      if (context.env.BENCH_CPU_PROF_DIR) shared.NODE_OPTIONS = `--cpu-prof --cpu-prof-dir=${resolve(context.cwd, context.env.BENCH_CPU_PROF_DIR)}`;
      running.push(await startApi(dataDir, { ...shared, ROLE: 'projector' }));
      // The first api process creates the bench administrator; the others start once it has.
      running.push(await startApi(dataDir, { ...shared, ROLE: 'api', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }));
      for (let index = 1; index < instances; index++) running.push(await startApi(dataDir, { ...shared, ROLE: 'api' }));
      const apis = running.slice(1);
      const accessToken = await signIn(apis[0].url);
      for (const api of apis) await waitForAdminSocket(api.url, accessToken);
      const loadBefore = loadavg()[0];
      const cpuBefore = running.map((server) => processCpuSeconds(server.pid));
      const p2 = await liveLatency({
        socketUrls: apis.map((api) => api.url),
        accessToken,
        eventsFile: join(dataDir, 'events.db'),
        sockets,
        perSecond,
        seconds,
        submits: apis.map((api) => apiSubmission(api.url, connectionPool(connections))),
      });
      const cpuUsed = running.map((server, index) => (processCpuSeconds(server.pid) ?? Number.NaN) - (cpuBefore[index] ?? Number.NaN));
      const accepted = p2.submissions - p2.failedSubmissions;
      const perLead = (seconds: number) => `${((seconds * 1000) / Math.max(1, accepted)).toFixed(2)} ms`;
      const apiCpu = cpuUsed.slice(1).reduce((sum, used) => sum + used, 0);
      print(
        `P2 ${p2.submissions} submissions at ${perSecond}/s (achieved ${rate(p2.achievedPerSecond)}) through ${instances} api processes, ${sockets} admin sockets:`,
      );
      print(
        `   request start -> live update on a socket: p50 ${ms(p2.p50)}, p95 ${ms(p2.p95)}, p99 ${ms(p2.p99)} (${goal(p2.p99 <= 50)}: p99 <= 50 ms)`,
      );
      print(
        `   request start -> answer: p50 ${ms(p2.response.p50)}, p99 ${ms(p2.response.p99)} (${connections} keep-alive connections per api process)`,
      );
      print(`   recorded by the API -> on a socket: p50 ${ms(p2.fromRecorded.p50)}, p95 ${ms(p2.fromRecorded.p95)}, p99 ${ms(p2.fromRecorded.p99)}`);
      print(
        `   of which recorded -> published by the projector: p50 ${ms(p2.toPublished.p50)}, p99 ${ms(p2.toPublished.p99)}; published -> on the socket: p50 ${ms(p2.publishedToSocket.p50)}, p99 ${ms(p2.publishedToSocket.p99)}`,
      );
      if (p2.crossInstance) {
        const cross = p2.crossInstance;
        print(
          `   on a socket of another instance than the one submitted to: p50 ${ms(cross.p50)}, p95 ${ms(cross.p95)}, p99 ${ms(cross.p99)} (${cross.samples} deliveries, ${cross.missed} missed)`,
        );
      }
      print(
        `   ${p2.samples} deliveries measured, ${p2.missed} missed (${goal(p2.missed === 0)}: 0 missed); ${p2.failedSubmissions} submissions failed${p2.firstFailure ? ` (first: ${p2.firstFailure})` : ''}`,
      );
      print(
        `   CPU per lead: api processes ${perLead(apiCpu)} (${cpuUsed
          .slice(1)
          .map((used) => `${used.toFixed(1)} s`)
          .join(' + ')}), projector ${perLead(cpuUsed[0])} (${cpuUsed[0].toFixed(1)} s)`,
      );
      print(`   load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after, on ${cpus().length} cores`);
    } finally {
      await Promise.all(running.map((server) => server.stop()));
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

if (require.main === module) runAsMain(liveBenchCommand);
