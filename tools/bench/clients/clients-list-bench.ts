import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type CliCommand, integerOption, parseCliArgs, runAsMain, UsageError } from '../../src/cli/cli-runtime';
import { readStoreSettings } from '../../src/infrastructure/store-settings';
import { measureClientsList } from './clients-list-run';
import { loadAverage } from '../load-average';

const usage = `Usage: bench:clients [--clients N] [--page N] [--dir DIR]

Builds N clients' read models through the clients projector and prints how long the admin clients list takes: the
overview, first pages, a rare and a common search, and every page to the deepest one (keyset cursors).
  --clients N  default 50000
  --page N     rows per page, default 50
  --dir DIR    where the temporary data dir goes (removed afterwards), default DATA_DIR`;

export const clientsBenchCommand: CliCommand = {
  usage,
  async run(argv, context) {
    const { values } = parseCliArgs({
      args: argv,
      options: { clients: { type: 'string' }, page: { type: 'string' }, dir: { type: 'string' } } as const,
    });
    const clients = integerOption('clients', values.clients) ?? 50_000;
    const page = integerOption('page', values.page) ?? 50;
    if (clients < 1 || page < 1 || page > 100) throw new UsageError('--clients must be at least 1 and --page from 1 to 100');
    const parent = values.dir ? resolve(context.cwd, values.dir) : readStoreSettings(context.env, context.cwd).dataDir;
    mkdirSync(parent, { recursive: true });
    const directory = mkdtempSync(join(parent, 'bench-clients-'));
    const print = context.stdout;
    try {
      print(`Admin clients list at ${clients.toLocaleString('en-US')} clients (Node ${process.version}), ${page} rows a page`);
      const figures = await measureClientsList(directory, clients, page);
      print(`   read models built in ${(figures.buildMs / 1000).toFixed(1)} s`);
      for (const { label, ms, rows, total } of figures.timings)
        print(`   ${label.padEnd(36)} ${ms.toFixed(1).padStart(7)} ms  (${rows} rows, total ${total.toLocaleString('en-US')})`);
      print(
        `   all ${figures.pages} pages: p50 ${figures.pageP50Ms.toFixed(1)} ms, max ${figures.pageMaxMs.toFixed(1)} ms; ${figures.pagedClients.toLocaleString('en-US')} clients seen once each`,
      );
      print(`   load average ${loadAverage()}`);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  },
};

if (require.main === module) runAsMain(clientsBenchCommand);
