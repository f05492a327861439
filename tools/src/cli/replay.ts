import { join, resolve } from 'node:path';
import type { Projector, RebuildUntil } from '@receptionist/projections';
import { findProjector, PROJECTOR_CATALOG, projectorNames } from '../catalog/projectors';
import { openEventStore, openReadStore } from '../infrastructure/open-stores';
import { readStoreSettings } from '../infrastructure/store-settings';
import { defaultReplayFile, replayAsOf, replayInPlace, type ReplayResult } from '../replay/replay-read-models';
import { replayProgressBar } from '../replay/replay-progress-bar';
import { type CliCommand, type CliContext, integerOption, parseCliArgs, runAsMain, UsageError } from './cli-runtime';

const usage = `Usage: replay [--projection NAME] [--until ISO-TIME | --position N] [--out DIR] [--force]

Rebuilds read models from the event history.
  (no --until/--position)  rebuild the live read models in place; the API must be stopped
                           (a SQLite read store is checked; with READ_STORE=mongodb pass --force to confirm)
  --until ISO-TIME         build the read models as of that instant (events that occurred at or before it)
  --position N             build the read models as of global position N (inclusive)
  --out DIR                where a time-travel copy goes (DIR/read-models.db); default DATA_DIR/replay-<instant>
  --projection NAME        only this projector (repeatable); default all: ${projectorNames().join(', ')}
Stores come from DATA_DIR, EVENT_STORE, KURRENTDB_URL, READ_STORE, MONGODB_URL, as for the API.`;

export const replayCommand: CliCommand = {
  usage,
  async run(argv: string[], context: CliContext) {
    const { values } = parseCliArgs({
      args: argv,
      options: {
        projection: { type: 'string', multiple: true },
        until: { type: 'string' },
        position: { type: 'string' },
        out: { type: 'string' },
        force: { type: 'boolean', default: false },
      },
    });
    const projectors = selectProjectors(values.projection);
    const until = untilOf(values.until, integerOption('position', values.position));
    if (values.out !== undefined && !until) {
      throw new UsageError('--out needs --until or --position (without them replay rebuilds the live read models in place)');
    }
    const settings = readStoreSettings(context.env, context.cwd);
    const eventStore = await openEventStore(settings);
    const bar = replayProgressBar(context.interactive);
    const progress = { eventStore, projectors, onProgress: bar.update };
    try {
      const result = until
        ? await replayAsOf({
            ...progress,
            until,
            outFile: values.out !== undefined ? join(resolve(context.cwd, values.out), 'read-models.db') : defaultReplayFile(settings.dataDir, until),
            liveFile: settings.readStore.kind === 'sqlite' ? settings.readStore.file : undefined,
          })
        : await replayInPlace({ ...progress, settings, openLiveReadStore: () => openReadStore(settings.readStore), force: values.force });
      bar.stop();
      context.stdout(summary(result, projectors, until));
    } finally {
      bar.stop();
      await eventStore.close();
    }
  },
};

function selectProjectors(names: string[] | undefined): Projector[] {
  if (!names) return [...PROJECTOR_CATALOG];
  return names.map((name) => {
    const projector = findProjector(name);
    if (!projector) throw new UsageError(`Unknown projection "${name}"; known: ${projectorNames().join(', ')}`);
    return projector;
  });
}

function untilOf(time: string | undefined, position: number | undefined): RebuildUntil | undefined {
  if (time !== undefined && position !== undefined) throw new UsageError('Give --until or --position, not both');
  if (position !== undefined) return { position };
  if (time === undefined) return undefined;
  const instant = Date.parse(time);
  if (Number.isNaN(instant)) throw new UsageError(`--until must be an ISO-8601 time, e.g. 2025-06-01T12:00:00Z (got "${time}")`);
  return { time: new Date(instant).toISOString() };
}

function summary(result: ReplayResult, projectors: readonly Projector[], until: RebuildUntil | undefined): string {
  const instant = until?.time !== undefined ? ` as of ${until.time}` : until ? ` as of position ${until.position}` : '';
  const seconds = (result.elapsedMs / 1000).toFixed(1);
  return [
    `Replayed ${result.eventsApplied} events up to position ${result.position}${instant} in ${seconds} s (${result.eventsPerSecond} events/s).`,
    `Projections: ${projectors.map((projector) => projector.name).join(', ')}`,
    `Read models: ${result.target}`,
  ].join('\n');
}

if (require.main === module) runAsMain(replayCommand);
