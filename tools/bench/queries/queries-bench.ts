import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type CliCommand, integerOption, parseCliArgs, runAsMain } from '../../src/cli/cli-runtime';
import { readStoreSettings } from '../../src/infrastructure/store-settings';
import { ms } from '../leads/latency-stats';
import { ApiProcess, cpuMsOf } from '../realistic-log/api-process';
import { DEFAULT_BENCH_CACHE, realisticLogFile } from '../realistic-log/realistic-log-file';
import { busiestClient, demoRequestSamples, reserveOwnerAddress, signInByMagicLink } from './bench-identities';
import { EventLoopProbe } from './event-loop-reader';
import { exportMemory } from './export-memory';
import { restGet } from './graphql-probe';
import { replayedReadModels } from './replayed-read-models';
import { concurrent, type LatencySummary, sequential, whileBusy } from './load';
import { detectCapabilities, querySuite } from './query-suite';
import { loadAverage } from '../load-average';

const usage = `Usage: bench:queries [--events N] [--seed N] [--sequential N] [--workers N] [--per-worker N] [--only TEXT] [--dir DIR]

Every list, search, stats and export request the admin and client screens issue, through the real API (GraphQL and
the CSV route), on the realistic log (tools/bench/realistic-log) with its read models replayed by the current code
(cached under .cache/bench per code version). Prints p50/p95/p99 per query: N sequential, then W callers at once, and
the API's CPU time per request (user + system from /proc: comparable on a busy machine, where latencies also measure
the wait for a core);
demo-request stats while W other admins search; the API's event-loop delay p99 over the run (monitorEventLoopDelay in
the API, read over the fork's IPC channel only); the API's RSS before and after. Not a pass/fail test.
Goals (issue 11): p95 <= 20 ms sequential, <= 60 ms at once, search p95 <= 30 ms, stats p95 <= 20 ms while admins
search, event-loop delay p99 <= 20 ms, RSS <= 300 MB after the suite, the busiest client's CSV export alone adds
< 50 MB of RSS (printed: RSS before, peak during, after).
  --events N      log size, default 1000000 (a smaller log is generated and cached on first use)
  --seed N        default 1
  --sequential N  requests per query one after the other, default 50
  --workers N     callers at once, default 8; --per-worker N requests each, default 6
  --only TEXT     run only the queries whose name contains TEXT
  --dir DIR       where the temporary data dir goes (removed afterwards), default DATA_DIR
The API runs as ROLE=api with its process managers off (BENCH_API_ROLE=all, BENCH_PROCESS_MANAGERS=on: they first build
the "as of" anchors and fold the whole log; the suite starts once the API is idle, which may take many minutes).
Environment: BENCH_API_NODE_OPTIONS — Node options for the API process only (e.g. "--cpu-prof --cpu-prof-dir=DIR");
READ_STORE_WORKERS — passed on to the API (its read worker threads; 0: queries on the main thread).`;

const pad = (text: string, width: number) => (text.length >= width ? text : text + ' '.repeat(width - text.length));
const figure = (value: number) => (Number.isNaN(value) ? '   n/a' : value.toFixed(1).padStart(7));
const row = (summary: LatencySummary) =>
  `${figure(summary.p50)} ${figure(summary.p95)} ${figure(summary.p99)}${summary.failures ? `  (${summary.failures} failed: ${summary.firstError})` : ''}`;

export const queriesBenchCommand: CliCommand = {
  usage,
  async run(argv, context) {
    const options = {
      events: { type: 'string' },
      seed: { type: 'string' },
      sequential: { type: 'string' },
      workers: { type: 'string' },
      'per-worker': { type: 'string' },
      only: { type: 'string' },
      dir: { type: 'string' },
    } as const;
    const { values } = parseCliArgs({ args: argv, options });
    const events = integerOption('events', values.events) ?? 1_000_000;
    const seed = integerOption('seed', values.seed) ?? 1;
    const count = integerOption('sequential', values.sequential) ?? 50;
    const workers = integerOption('workers', values.workers) ?? 8;
    const perWorker = integerOption('per-worker', values['per-worker']) ?? 6;
    const print = context.stdout;
    const log = context.stderr;
    const parent = values.dir ? resolve(context.cwd, values.dir) : readStoreSettings(context.env, context.cwd).dataDir;
    mkdirSync(parent, { recursive: true });
    const directory = mkdtempSync(join(parent, 'bench-queries-'));
    try {
      const generated = await realisticLogFile({ total: events, seed }, (written) => written % 200_000 === 0 && log(`  generated ${written} events`));
      log(`  log ${generated.file} (${generated.cached ? 'cached' : 'generated'}); copying...`);
      copyFileSync(generated.file, join(directory, 'events.db'));
      // The replay reads the copy: the cached log may be hard-linked with other checkouts.
      const logName = generated.file.split('/').pop()?.replace(/\.db$/, '');
      const readModels = await replayedReadModels(join(directory, 'events.db'), DEFAULT_BENCH_CACHE, join(directory, 'read-models.db'), log, logName);
      const busiest = busiestClient(join(directory, 'read-models.db'));
      const samples = demoRequestSamples(join(directory, 'read-models.db'));
      await reserveOwnerAddress(join(directory, 'events.db'), busiest);
      log(
        `  read models ${readModels.cached ? 'cached' : 'replayed'}; busiest client ${busiest.clientId} (${busiest.calls} calls); ${samples.total} demo requests`,
      );

      // BENCH_API_NODE_OPTIONS: Node options for the API process only (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
      const apiNodeOptions = context.env['BENCH_API_NODE_OPTIONS'];
      const readWorkers = context.env['READ_STORE_WORKERS'];
      // Started on the bench store, the process managers (alerts, webhooks, recordings) would first fold the whole log
      // (over 7 minutes of CPU), and an `all` process would build the "as of" anchors of the whole year (minutes of
      // replays) while the suite runs; in a running deployment both are done and cost little. So: an `api` process (what
      // serves the screens when scaled out) with its process managers off, unless BENCH_API_ROLE / BENCH_PROCESS_MANAGERS.
      const role = context.env['BENCH_API_ROLE'] ?? 'api';
      const processManagers = context.env['BENCH_PROCESS_MANAGERS'] === 'on';
      const api = await ApiProcess.start(directory, {
        ROLE: role,
        ...(processManagers ? {} : { ALERTS_ROUND_INTERVAL_MS: '0', RECORDINGS_ROUND_INTERVAL_MS: '0', WEBHOOKS_ROUND_INTERVAL_MS: '0' }),
        EVENT_LOOP_PROBE: 'ipc',
        ...(apiNodeOptions ? { NODE_OPTIONS: apiNodeOptions } : {}),
        ...(readWorkers ? { READ_STORE_WORKERS: readWorkers } : {}),
      });
      try {
        await api.timings(600_000);
        // A CPU profile samples every thread (the read workers too) about a thousand times a second, idle or not.
        const settledMs = await api.settled(900_000, apiNodeOptions?.includes('--cpu-prof') ? 300 : 50);
        log(`  API idle ${(settledMs / 1000).toFixed(0)} s after its first answer`);
        const adminToken = await api.signIn();
        if (!adminToken) throw new Error('The bench administrator could not sign in');
        const admin = { url: api.url, token: adminToken };
        const client = { url: api.url, token: await signInByMagicLink(api.url, directory, busiest.ownerEmail) };
        // The CSV export on its own, first (before other requests have grown the heap): RSS before, peak during, after.
        const csv =
          !values.only || 'CSV export'.includes(values.only)
            ? await exportMemory(api.child.pid as number, () => restGet(client, '/api/calls.csv'))
            : undefined;
        const capabilities = await detectCapabilities(admin);
        const deepPage = Math.min(50_000, Math.floor(samples.total / 2));
        const suite = (await querySuite({ admin, client, capabilities, rareTerm: samples.rareTerm, deepPage })).filter(
          (query) => !values.only || query.name.includes(values.only),
        );
        // Warm-up: one request of each, so that the first sequential sample is not the first statement preparation.
        for (const query of suite) await query.probe().catch(() => undefined);
        const probe = new EventLoopProbe(api.child);
        const rssBefore = api.memory().rssMb;
        await probe.reset();

        print(
          `bench:queries — ${events} events, seed ${seed}, Node ${process.version}, ${capabilities.cursors ? 'keyset paging' : 'offset paging'}, ROLE=${role}, process managers ${processManagers ? 'on' : 'off'}, READ_STORE_WORKERS=${readWorkers ?? 'default'}; load average ${loadAverage()}`,
        );
        print(`busiest client: ${busiest.calls} calls; ${samples.total} demo requests; rare term "${samples.rareTerm}"`);
        print(
          `${pad('query', 46)} ${pad('who', 6)}   sequential (${count}) p50/p95/p99 ms   ${workers} at once (${workers}x${perWorker}) p50/p95/p99 ms   loop p99/max ms   API CPU ms/request`,
        );
        for (const query of suite) {
          await probe.reset('phase');
          const cpuBefore = cpuMsOf(api.child.pid as number);
          const alone = await sequential(query.probe, query.kind === 'export' ? Math.min(count, 10) : count);
          const together = query.sequentialOnly ? undefined : await concurrent(query.probe, workers, perWorker);
          // What the API spent per request, whatever else runs on the machine (the latencies include waiting for a core).
          const requests = alone.count + alone.failures + (together ? together.count + together.failures : 0);
          const cpuPerRequest = (cpuMsOf(api.child.pid as number) - cpuBefore) / Math.max(1, requests);
          const phase = await probe.read('phase');
          const loop = `${figure(phase.p99Ms)} ${figure(phase.maxMs)}`;
          print(
            `${pad(query.name, 46)} ${pad(query.who, 6)} ${row(alone)}   ${together ? row(together) : pad('   (one export per user at a time)', 24)}   ${loop}   ${figure(cpuPerRequest)}`,
          );
        }
        const stats = suite.find((query) => query.name === 'demo request stats');
        const search = suite.find((query) => query.kind === 'search' && query.who === 'admin');
        if (stats && search) {
          const busy = await whileBusy(stats.probe, count, search.probe, workers);
          print(
            `demo request stats while ${workers} admins search (${busy.count} stats, ${busy.noiseRequests} searches; at most 2 minutes): p50/p95/p99 ${row(busy)} ms`,
          );
        }
        if (csv) {
          print(
            `CSV export of the busiest client on its own, before the suite (${busiest.calls} calls, ${(csv.bytes / 1e6).toFixed(1)} MB in ${csv.ms.toFixed(0)} ms): ` +
              `API RSS ${csv.beforeMb.toFixed(0)} MB before, peak ${csv.peakMb.toFixed(0)} MB during (growth ${csv.growthMb.toFixed(1)} MB${csv.exactPeak ? '' : ', sampled every 10 ms'}; goal < 50), ${csv.afterMb.toFixed(0)} MB after`,
          );
        }
        const loop = await probe.read();
        const inside = loop.memory;
        if (inside)
          print(
            `API memory after the suite: V8 heap ${inside.heapUsedMb} MB used of ${inside.heapTotalMb} MB, external ${inside.externalMb} MB (array buffers ${inside.arrayBuffersMb} MB); the rest of the RSS is native (SQLite page caches, code)`,
          );
        print(`API event-loop delay over the run: p50 ${ms(loop.p50Ms)}, p99 ${ms(loop.p99Ms)}, max ${ms(loop.maxMs)}`);
        print(
          `API RSS: ${rssBefore.toFixed(0)} MB before the suite, ${api.memory().rssMb.toFixed(0)} MB after (peak ${api.memory().peakMb.toFixed(0)} MB); load average ${loadAverage()}`,
        );
      } finally {
        await api.stop();
      }
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  },
};

if (require.main === module) runAsMain(queriesBenchCommand);
