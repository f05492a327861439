import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SqliteEventStore } from '@receptionist/event-store';
import { type CliCommand, integerOption, parseCliArgs, runAsMain, UsageError } from '../src/cli/cli-runtime';
import { readStoreSettings } from '../src/infrastructure/store-settings';
import { measureAsOf } from './as-of-run';
import { loadAverage } from './load-average';
import { ApiProcess } from './realistic-log/api-process';
import { realisticLogFile } from './realistic-log/realistic-log-file';
import { runReplayWorker } from './realistic-log/run-replay-worker';

const usage = `Usage: bench:as-of [--events N] [--seed N] [--at ISO] [--dir DIR]

Prints the time to first paint of the admin screens "as of" an instant on the realistic log (goal: <= 10 s): an API
on the caught-up log builds its anchors in the background (timed), then is asked for asOfBuild until ready and
for the screens' reads with asOf, as the web app does. Instants: one year before now, one year before the log's
newest event, the log's middle and its newest event.
  --events N   log size, default 1000000 (generated once, cached under .cache/bench)
  --seed N     default 1
  --at ISO     measure this instant only
  --dir DIR    where the copy of the log and its read models go (removed afterwards), default DATA_DIR`;

const YEAR_MS = 365 * 86_400_000;
const ANCHORS_LIMIT_MS = 1_800_000;

/** Waits until the API's anchors (the 1st and 16th of each month) reach today (DATA_DIR/as-of-anchors/<versions>/anchors.json). */
async function anchorsBuilt(dataDir: string, api: ApiProcess): Promise<number> {
  const started = performance.now();
  const now = new Date();
  const latest = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() >= 16 ? 16 : 1)).toISOString();
  const parent = join(dataDir, 'as-of-anchors');
  while (performance.now() - started < ANCHORS_LIMIT_MS) {
    if (api.child.exitCode !== null) throw new Error('The API exited');
    const manifests = existsSync(parent) ? readdirSync(parent).map((entry) => join(parent, entry, 'anchors.json')) : [];
    for (const file of manifests.filter((candidate) => existsSync(candidate))) {
      const { anchors } = JSON.parse(readFileSync(file, 'utf8')) as { anchors: { at: string }[] };
      if (anchors.some((anchor) => anchor.at === latest)) return performance.now() - started;
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error('The anchors were not built in time');
}

async function logSpan(file: string): Promise<{ first: number; last: number }> {
  const store = new SqliteEventStore({ file });
  try {
    const [newest] = (await store.readBackward?.({ limit: 1 })) ?? [];
    let first: number | undefined;
    for await (const event of store.readAll({ batchSize: 1 })) {
      first = Date.parse(event.metadata.occurredAt);
      break;
    }
    if (!newest || first === undefined) throw new Error('The log is empty');
    return { first, last: Date.parse(newest.metadata.occurredAt) };
  } finally {
    await store.close();
  }
}

export const asOfBenchCommand: CliCommand = {
  usage,
  async run(argv, context) {
    const { values } = parseCliArgs({
      args: argv,
      options: { events: { type: 'string' }, seed: { type: 'string' }, at: { type: 'string' }, dir: { type: 'string' } } as const,
    });
    const events = integerOption('events', values.events) ?? 1_000_000;
    const seed = integerOption('seed', values.seed) ?? 1;
    if (events < 1000) throw new UsageError('--events must be at least 1000');
    if (values.at !== undefined && Number.isNaN(Date.parse(values.at))) throw new UsageError('--at must be an ISO-8601 instant');
    const parent = values.dir ? resolve(context.cwd, values.dir) : readStoreSettings(context.env, context.cwd).dataDir;
    mkdirSync(parent, { recursive: true });
    const directory = mkdtempSync(join(parent, 'bench-as-of-'));
    const print = context.stdout;
    const log = context.stderr;
    try {
      const generated = await realisticLogFile({ total: events, seed });
      copyFileSync(generated.file, join(directory, 'events.db'));
      const span = await logSpan(join(directory, 'events.db'));
      log('  catching the live read models up (replay in a separate process)...');
      await runReplayWorker(join(directory, 'events.db'), join(directory, 'read-models.db'));
      const iso = (time: number) => new Date(time).toISOString();
      const instants: [string, string][] = values.at
        ? [['--at', new Date(values.at).toISOString()]]
        : [
            ['one year before now', iso(Date.now() - YEAR_MS)],
            ["one year before the log's newest event", iso(span.last - YEAR_MS)],
            ["the log's middle", iso((span.first + span.last) / 2)],
            ["the log's newest event", iso(span.last)],
          ];
      const api = await ApiProcess.start(directory);
      try {
        await api.timings(120_000);
        const token = await api.signIn();
        if (!token) throw new Error('The bench administrator could not sign in');
        log('  waiting for the anchors (built in the background after start-up)...');
        const anchorsMs = await anchorsBuilt(directory, api);
        print(
          `bench:as-of — ${events.toLocaleString('en-US')} events (realistic mix, seed ${seed}, ${iso(span.first)} to ${iso(span.last)}), Node ${process.version}`,
        );
        print(`   anchors built in the background ${(anchorsMs / 1000).toFixed(1)} s after the API answered (once; kept across restarts)`);
        for (const [label, at] of instants) {
          const figure = await measureAsOf(api, token, at);
          const goal = figure.firstPaintMs <= 10_000 ? 'ok' : 'OVER 10 s';
          const progress = figure.progressSeen.map((value) => Math.round(value * 100)).join('→') || '—';
          print(
            `   ${label.padEnd(40)} ${at}  ${String(figure.eventsApplied).padStart(8)} events applied   ready ${(figure.readyMs / 1000).toFixed(2).padStart(6)} s   first paint ${(figure.firstPaintMs / 1000).toFixed(2).padStart(6)} s   ${goal}`,
          );
          print(`      progress seen (%): ${progress}; ${figure.totalClients} clients, ${figure.totalLeads} leads then`);
        }
        print(`   API peak RSS ${Math.round(api.memory().peakMb)} MB, load average ${loadAverage()}`);
      } finally {
        await api.stop();
      }
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  },
};

if (require.main === module) runAsMain(asOfBenchCommand);
