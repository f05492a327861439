import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { importEvents } from '../events/import-events';
import { openEventStore } from '../infrastructure/open-stores';
import { readStoreSettings } from '../infrastructure/store-settings';
import { type CliCommand, parseCliArgs, runAsMain, UsageError } from './cli-runtime';

const usage = `Usage: events:import FILE.ndjson

Restores an export (one stored event per line) into an EMPTY event store, keeping event ids, types, data, metadata,
streams and order. Refuses a store that already holds events.
The event store comes from DATA_DIR, EVENT_STORE, KURRENTDB_URL, as for the API.`;

export const eventsImportCommand: CliCommand = {
  usage,
  async run(argv, context) {
    const { positionals } = parseCliArgs({ args: argv, options: {}, allowPositionals: true });
    if (positionals.length !== 1) throw new UsageError('Give exactly one FILE.ndjson to import');
    const file = resolve(context.cwd, positionals[0]);
    if (!existsSync(file)) throw new UsageError(`No such file: ${file}`);
    const eventStore = await openEventStore(readStoreSettings(context.env, context.cwd));
    try {
      const count = await importEvents(eventStore, file);
      context.stdout(`Imported ${count} events from ${file}`);
    } finally {
      await eventStore.close();
    }
  },
};

if (require.main === module) runAsMain(eventsImportCommand);
