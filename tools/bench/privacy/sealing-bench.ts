import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { personalDataCodec } from '@receptionist/contexts';
import type { NewEvent } from '@receptionist/event-store';
import { SqliteOperationalStore } from '@receptionist/identity-application';
import { type CliCommand, integerOption, parseCliArgs, runAsMain, UsageError } from '../../src/cli/cli-runtime';
import { readStoreSettings } from '../../src/infrastructure/store-settings';
import { loadAverage } from '../load-average';
import { realisticEventRows } from '../realistic-log/realistic-log';

const usage = `Usage: bench:privacy [--events N] [--seed N] [--dir DIR]

Prints what sealing personal data costs on the realistic event mix (calls with transcripts, leads, settings edits,
sign-ups, page views): events sealed per second on append and opened per second on read (a replay's cost), with the
subjects' keys in an embedded operational store, each key looked up once and then cached as in the API.
  --events N   events of the realistic log, default 200000
  --seed N     default 1
  --dir DIR    where the key store goes (removed afterwards), default DATA_DIR`;

export const sealingBenchCommand: CliCommand = {
  usage,
  async run(argv, context) {
    const { values } = parseCliArgs({
      args: argv,
      options: { events: { type: 'string' }, seed: { type: 'string' }, dir: { type: 'string' } } as const,
    });
    const total = integerOption('events', values.events) ?? 200_000;
    const seed = integerOption('seed', values.seed) ?? 1;
    if (total < 1000) throw new UsageError('--events must be at least 1000');
    const parent = values.dir ? resolve(context.cwd, values.dir) : readStoreSettings(context.env, context.cwd).dataDir;
    mkdirSync(parent, { recursive: true });
    const dir = mkdtempSync(join(parent, 'bench-privacy-'));
    const keyStore = new SqliteOperationalStore({ file: join(dir, 'auth.db') });
    try {
      const rows = [...realisticEventRows({ total, seed })].map((row) => ({
        stream: row.stream,
        event: { type: row.type, data: JSON.parse(row.data) } as NewEvent,
      }));
      const codec = personalDataCodec(keyStore.subjectKeys, { cacheMs: 3_600_000 });
      let started = performance.now();
      const sealed = [];
      for (const { stream, event } of rows) sealed.push((await codec.sealEvents(stream, [event]))[0]);
      const sealMs = performance.now() - started;
      const withPersonal = sealed.filter((event, index) => event !== rows[index].event).length;
      started = performance.now();
      for (const event of sealed) await codec.open(event.data);
      const openMs = performance.now() - started;
      const perSecond = (ms: number) => Math.round((total * 1000) / ms).toLocaleString('en-US');
      context.stdout(
        `bench:privacy on ${total.toLocaleString('en-US')} realistic events (${withPersonal.toLocaleString('en-US')} with personal data), ${loadAverage()}`,
      );
      context.stdout(`  seal (append path): ${perSecond(sealMs)} events/s, ${((sealMs * 1000) / withPersonal).toFixed(1)} µs per sealed event`);
      context.stdout(`  open (read path):   ${perSecond(openMs)} events/s, ${((openMs * 1000) / withPersonal).toFixed(1)} µs per sealed event`);
    } finally {
      await keyStore.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

if (require.main === module) runAsMain(sealingBenchCommand);
