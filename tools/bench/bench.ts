import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type CliCommand, integerOption, parseCliArgs, runAsMain, UsageError } from '../src/cli/cli-runtime';
import { readStoreSettings } from '../src/infrastructure/store-settings';
import { benchAppends } from './append-bench';
import { benchReplay } from './replay-bench';

const usage = `Usage: bench [--appends N] [--events N] [--dir DIR]

Prints throughput figures of the embedded stores (not a pass/fail test):
  (a) single-event appends/s through SqliteEventStore vs raw better-sqlite3 inserts (goal: ratio >= 0.5)
  (b) replay of all catalog projections over generated events vs a raw readAll (goals: >= 100,000 events/s, >= 0.3x)
  (c) peak RSS of this process
  --appends N  events appended each way in (a), default 5000
  --events N   events generated for (b), default 1000000
  --dir DIR    where the temporary databases go (removed afterwards), default DATA_DIR (the repo's disk)`;

const rate = (perSecond: number) => `${Math.round(perSecond).toLocaleString('en-US')}/s`;
const goal = (met: boolean) => (met ? 'goal met' : 'goal NOT met');

export const benchCommand: CliCommand = {
  usage,
  async run(argv, context) {
    const { values } = parseCliArgs({
      args: argv,
      options: { appends: { type: 'string' }, events: { type: 'string' }, dir: { type: 'string' } },
    });
    const appends = integerOption('appends', values.appends) ?? 5000;
    const events = integerOption('events', values.events) ?? 1_000_000;
    if (appends < 1 || events < 1) throw new UsageError('--appends and --events must be at least 1');
    const parent = values.dir ? resolve(context.cwd, values.dir) : readStoreSettings(context.env, context.cwd).dataDir;
    mkdirSync(parent, { recursive: true });
    const directory = mkdtempSync(join(parent, 'bench-'));
    const print = context.stdout;
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

if (require.main === module) runAsMain(benchCommand);
