import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { type CliCommand, integerOption, parseCliArgs, runAsMain, UsageError } from '../src/cli/cli-runtime';
import { readStoreSettings } from '../src/infrastructure/store-settings';
import { benchAppends } from './append-bench';
import { benchRealistic, benchStartup } from './realistic-log/realistic-bench';
import type { HealthLatency } from './realistic-log/api-process';
import { benchReplay } from './replay-bench';

const usage = `Usage: bench [--appends N] [--events N] [--dir DIR]
       bench realistic [--events N] [--seed N] [--dir DIR] [--startup]

Prints throughput figures of the embedded stores (not a pass/fail test):
  (a) single-event appends/s through SqliteEventStore vs raw better-sqlite3 inserts (goal: ratio >= 0.5)
  (b) replay of all catalog projections over generated events vs a raw readAll (goals: >= 100,000 events/s, >= 0.3x)
  (c) peak RSS of this process
  --appends N  events appended each way in (a), default 5000
  --events N   events generated for (b), default 1000000
  --dir DIR    where the temporary databases go (removed afterwards), default DATA_DIR (the repo's disk)

bench realistic: the product's own mix (tools/bench/realistic-log: users and clients with settings edits and plan
changes, ~100k leads with status changes and notes, ~350k calls with 1-2 KB transcripts and their usage events,
page views; 12 months), generated once per size and seed and cached under .cache/bench:
  (a) full replay through every projector vs a raw sequential readAll of the same log (goals: >= 100,000 events/s,
      >= 0.3x), peak RSS of the replaying process (goal: <= 400 MB)
  (b) RSS of an "api" process idle on the caught-up store, restarted after its process managers folded the log (goal:
      <= 250 MB); an "all" process started on the log with no read models:
      time to /health (goal: <= 2 s) and to a GraphQL read (goal: <= 5 s), then /health's answer times for a minute
      of its catch-up (target: no stall over 50 ms)
  --events N   default 1000000; --seed N default 1
  --startup    (b)'s start-up figures only: no replay, no idle API, no waiting for the whole catch-up`;

const rate = (perSecond: number) => `${Math.round(perSecond).toLocaleString('en-US')}/s`;
const goal = (met: boolean) => (met ? 'goal met' : 'goal NOT met');

export const benchCommand: CliCommand = {
  usage,
  async run(argv, context) {
    const { values, positionals } = parseCliArgs({
      args: argv,
      options: {
        appends: { type: 'string' },
        events: { type: 'string' },
        dir: { type: 'string' },
        seed: { type: 'string' },
        startup: { type: 'boolean' },
      },
      allowPositionals: true,
    });
    const [suite, ...extra] = positionals;
    if (extra.length > 0 || (suite !== undefined && suite !== 'realistic'))
      throw new UsageError(`Unknown suite "${positionals.join(' ')}" (known: realistic)`);
    const appends = integerOption('appends', values.appends) ?? 5000;
    const events = integerOption('events', values.events) ?? 1_000_000;
    if (appends < 1 || events < 1) throw new UsageError('--appends and --events must be at least 1');
    const parent = values.dir ? resolve(context.cwd, values.dir) : readStoreSettings(context.env, context.cwd).dataDir;
    mkdirSync(parent, { recursive: true });
    const directory = mkdtempSync(join(parent, 'bench-'));
    const print = context.stdout;
    if (suite === 'realistic') {
      try {
        const realistic = { events, seed: integerOption('seed', values.seed) ?? 1, directory, print, log: context.stderr };
        await (values.startup ? runStartup(realistic) : runRealistic(realistic));
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
      return;
    }
    try {
      print(`Bench on ${directory} (Node ${process.version})`);
      const a = await benchAppends(directory, appends);
      const appendRatio = a.portPerSecond / a.rawPerSecond;
      print(`(a) ${a.count} single-event appends each (WAL, synchronous=FULL):`);
      print(`    SqliteEventStore.append ${rate(a.portPerSecond)}, raw better-sqlite3 INSERT ${rate(a.rawPerSecond)}`);
      print(`    ratio ${appendRatio.toFixed(2)} (${goal(appendRatio >= 0.5)}: >= 0.5)`);

      print(`(b) generating ${events} analytics events...`);
      const b = await benchReplay(directory, events, context.stderr);
      const replayRatio = b.replayPerSecond / b.rawReadPerSecond;
      print(`    generated in ${(b.generateMs / 1000).toFixed(1)} s; replayed ${b.events} events`);
      print(`    replay of all projections ${rate(b.replayPerSecond)} (${goal(b.replayPerSecond >= 100_000)}: >= 100,000/s)`);
      print(`    raw readAll ${rate(b.rawReadPerSecond)}; ratio ${replayRatio.toFixed(2)} (${goal(replayRatio >= 0.3)}: >= 0.3)`);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
    print(`(c) peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  },
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A catch-up should never hold the event loop for more than 50 ms at a time: a /health answer waits for whatever holds it. */
const catchingUpLine = ({ polls, p50Ms, p99Ms, maxMs, lastProgress }: HealthLatency) =>
  `while it catches up, /health every 50 ms for 60 s (${polls} polls): p50 ${p50Ms.toFixed(0)} ms, p99 ${p99Ms.toFixed(0)} ms, max ${maxMs.toFixed(0)} ms (target: stalls <= 50 ms); ` +
  `then ${lastProgress ?? 'caught up'}`;

async function runStartup(options: { events: number; seed: number; directory: string; print: (line: string) => void; log: (line: string) => void }) {
  const { print } = options;
  print(`Start-up bench on ${options.directory} (Node ${process.version}), ${options.events} events, seed ${options.seed}`);
  const { timings, firstHealth, rssAtGraphqlMb, catchingUp } = await benchStartup(options, options.log);
  print(
    `(b) API started ${options.events} events behind: /health after ${seconds(timings.healthMs)} (${goal(timings.healthMs <= 2000)}: <= 2 s; ${seconds(timings.healthCpuMs)} of CPU), first answer ${firstHealth},`,
  );
  print(
    `    GraphQL read after ${seconds(timings.graphqlMs)} (${goal(timings.graphqlMs <= 5000)}: <= 5 s; it listed ${timings.firstTotalClients} clients); RSS then ${rssAtGraphqlMb.toFixed(0)} MB`,
  );
  print(`    ${catchingUpLine(catchingUp)}`);
  print(`    load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`);
}

async function runRealistic(options: {
  events: number;
  seed: number;
  directory: string;
  print: (line: string) => void;
  log: (line: string) => void;
}) {
  const { print } = options;
  print(`Realistic bench on ${options.directory} (Node ${process.version}), ${options.events} events, seed ${options.seed}`);
  const { replay, idleApi, behindApi } = await benchRealistic(options, options.log);
  const ratio = replay.replayPerSecond / replay.rawReadPerSecond;
  print(`(a) full replay of ${replay.events} events through every projector in ${seconds(replay.replayMs)}:`);
  print(`    replay ${rate(replay.replayPerSecond)} (${goal(replay.replayPerSecond >= 100_000)}: >= 100,000/s)`);
  print(`    raw readAll ${rate(replay.rawReadPerSecond)}; ratio ${ratio.toFixed(2)} (${goal(ratio >= 0.3)}: >= 0.3)`);
  print(`    peak RSS of the replaying process ${replay.peakRssMb.toFixed(0)} MB (${goal(replay.peakRssMb <= 400)}: <= 400 MB)`);
  print(
    `(b) an api process idle on the caught-up store: RSS ${idleApi.restarted.rssMb.toFixed(0)} MB (${goal(idleApi.restarted.rssMb <= 250)}: <= 250 MB), peak ${idleApi.restarted.peakMb.toFixed(0)} MB; ` +
      `on its first start, after its process managers folded the log (idle ${seconds(idleApi.settledMs)} after its first answer): RSS ${idleApi.rssMb.toFixed(0)} MB (${goal(idleApi.rssMb <= 250)}: <= 250 MB), peak ${idleApi.peakMb.toFixed(0)} MB;`,
  );
  print(
    `    /health after ${seconds(idleApi.timings.healthMs)}, GraphQL read after ${seconds(idleApi.timings.graphqlMs)} (${idleApi.timings.firstTotalClients} clients)`,
  );
  const { timings } = behindApi;
  print(
    `    API started ${options.events} events behind: /health after ${seconds(timings.healthMs)} (${goal(timings.healthMs <= 2000)}: <= 2 s; ${seconds(timings.healthCpuMs)} of CPU), first answer ${behindApi.firstHealth},`,
  );
  print(
    `    GraphQL read after ${seconds(timings.graphqlMs)} (${goal(timings.graphqlMs <= 5000)}: <= 5 s; it listed ${timings.firstTotalClients} clients),`,
  );
  print(`    ${catchingUpLine(behindApi.catchingUp)}`);
  const caughtUp = behindApi.caughtUpMs === null ? 'not within 10 minutes' : `after ${seconds(behindApi.caughtUpMs)}`;
  print(
    `    client list complete (${behindApi.totalClients}) ${caughtUp}; RSS at the first read ${behindApi.rssAtGraphqlMb.toFixed(0)} MB, peak ${behindApi.peakMb.toFixed(0)} MB`,
  );
}

if (require.main === module) runAsMain(benchCommand);
