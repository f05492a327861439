import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SqliteEventStore } from '@receptionist/event-store';
import { type CliCommand, integerOption, parseCliArgs, runAsMain, UsageError } from '../../src/cli/cli-runtime';
import { readStoreSettings } from '../../src/infrastructure/store-settings';
import { loadAverage } from '../load-average';
import { realisticLogFile } from '../realistic-log/realistic-log-file';
import { withUpcasters } from '@receptionist/contexts';
import { explorerCases, measureExplorer } from './explorer-run';

const usage = `Usage: bench:explorer [--events N] [--seed N] [--pages N] [--dir DIR]

Prints the event explorer's page latency (p50, p95, max over consecutive pages of 50 events, newest first) on the
realistic log, per filter: types, stream prefixes, a time range and text search (goal: p95 <= 100 ms per page).
  --events N   log size, default 1000000 (generated once, cached under .cache/bench)
  --seed N     default 1
  --pages N    consecutive pages per filter, default 20
  --dir DIR    where the copy of the log goes (removed afterwards), default DATA_DIR`;

export const explorerBenchCommand: CliCommand = {
  usage,
  async run(argv, context) {
    const { values } = parseCliArgs({
      args: argv,
      options: { events: { type: 'string' }, seed: { type: 'string' }, pages: { type: 'string' }, dir: { type: 'string' } } as const,
    });
    const events = integerOption('events', values.events) ?? 1_000_000;
    const seed = integerOption('seed', values.seed) ?? 1;
    const pages = integerOption('pages', values.pages) ?? 20;
    if (events < 1000 || pages < 1) throw new UsageError('--events must be at least 1000 and --pages at least 1');
    const parent = values.dir ? resolve(context.cwd, values.dir) : readStoreSettings(context.env, context.cwd).dataDir;
    mkdirSync(parent, { recursive: true });
    const directory = mkdtempSync(join(parent, 'bench-explorer-'));
    const print = context.stdout;
    try {
      const generated = await realisticLogFile({ total: events, seed });
      // A copy: the cached log may be hard-linked with other checkouts, and opening it writes WAL files beside it.
      copyFileSync(generated.file, join(directory, 'events.db'));
      const store = withUpcasters(new SqliteEventStore({ file: join(directory, 'events.db') }));
      try {
        const [head] = (await store.readBackward?.({ limit: 1 })) ?? [];
        if (!head) throw new Error('The log is empty');
        print(
          `bench:explorer — ${events.toLocaleString('en-US')} events (realistic mix, seed ${seed}), pages of 50 newest first, Node ${process.version}`,
        );
        for (const figure of await measureExplorer(store, explorerCases(head.metadata), pages)) {
          const goal = figure.p95Ms <= 100 ? 'ok' : 'OVER 100 ms';
          print(
            `   ${figure.label.padEnd(40)} ${String(figure.pages).padStart(3)} pages ${String(figure.rows).padStart(5)} rows   p50 ${figure.p50Ms.toFixed(1).padStart(6)} ms   p95 ${figure.p95Ms.toFixed(1).padStart(6)} ms   max ${figure.maxMs.toFixed(1).padStart(6)} ms   ${goal}`,
          );
        }
        print(`   load average ${loadAverage()}`);
      } finally {
        await store.close();
      }
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  },
};

if (require.main === module) runAsMain(explorerBenchCommand);
