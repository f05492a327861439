import { resolve } from 'node:path';
import { exportEvents } from '../events/export-events';
import { openEventStore } from '../infrastructure/open-stores';
import { readStoreSettings } from '../infrastructure/store-settings';
import { type CliCommand, integerOption, parseCliArgs, runAsMain, UsageError } from './cli-runtime';

const usage = `Usage: events:export [--from N] [--to N] [--type TYPE ...] --out FILE.ndjson

Writes the event log, one stored event (JSON) per line in position order.
  --from N     only events after position N (exclusive). Use a position the store printed (or any integer: reading
               starts at the next event). Positions are sparse on KurrentDB: never compute N from a count.
  --to N       only events up to position N (inclusive)
  --type TYPE  only events of this type (repeatable)
  --out FILE   the file to write (required)
The event store comes from DATA_DIR, EVENT_STORE, KURRENTDB_URL, as for the API.`;

export const eventsExportCommand: CliCommand = {
  usage,
  async run(argv, context) {
    const { values } = parseCliArgs({
      args: argv,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        type: { type: 'string', multiple: true },
        out: { type: 'string' },
      },
    });
    if (!values.out) throw new UsageError('--out FILE.ndjson is required');
    const range = { from: integerOption('from', values.from), to: integerOption('to', values.to), types: values.type };
    if (range.from !== undefined && range.to !== undefined && range.to <= range.from) throw new UsageError('--to must be greater than --from');
    const file = resolve(context.cwd, values.out);
    const eventStore = await openEventStore(readStoreSettings(context.env, context.cwd));
    try {
      const count = await exportEvents(eventStore, range, file);
      context.stdout(`Exported ${count} events to ${file}`);
    } finally {
      await eventStore.close();
    }
  },
};

if (require.main === module) runAsMain(eventsExportCommand);
