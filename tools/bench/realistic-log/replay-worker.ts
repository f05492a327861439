import { SqliteEventStore } from '@receptionist/event-store';
import { rebuildProjections } from '@receptionist/projections';
import { SqliteReadStore } from '@receptionist/read-store';
import { PROJECTOR_CATALOG } from '../../src/catalog/projectors';
import { withUpcasters } from '@receptionist/contexts';

/** What the worker reports to the bench (its own process, so that its peak RSS is the replay's alone). */
export interface ReplayFigures {
  events: number;
  replayMs: number;
  replayPerSecond: number;
  rawReadPerSecond: number;
  peakRssMb: number;
}

/** Reads every event through the port without doing anything with it: the ceiling for a replay. */
async function readAllPerSecond(eventStore: SqliteEventStore): Promise<number> {
  const started = performance.now();
  let count = 0;
  for await (const event of eventStore.readAll()) if (event.position > 0) count++;
  return (count * 1000) / (performance.now() - started);
}

/**
 * Full replay of every catalog projector from `eventsFile` into a fresh read store at `readModelsFile`, through the
 * public rebuild function, between two raw sequential reads of the same log (the faster one counts: cache warm).
 */
export async function replayFigures(eventsFile: string, readModelsFile: string): Promise<ReplayFigures> {
  const rawStore = new SqliteEventStore({ file: eventsFile });
  const eventStore = withUpcasters(rawStore);
  const target = new SqliteReadStore({ file: readModelsFile, writeThread: true });
  try {
    const readBefore = await readAllPerSecond(rawStore);
    const started = performance.now();
    const progress = await rebuildProjections({ eventStore, target, projectors: PROJECTOR_CATALOG });
    const replayMs = performance.now() - started;
    const readAfter = await readAllPerSecond(rawStore);
    return {
      events: progress.eventsApplied,
      replayMs,
      replayPerSecond: (progress.eventsApplied * 1000) / replayMs,
      rawReadPerSecond: Math.max(readBefore, readAfter),
      peakRssMb: process.resourceUsage().maxRSS / 1024,
    };
  } finally {
    await target.close();
    await eventStore.close();
  }
}

if (require.main === module) {
  const [eventsFile, readModelsFile] = process.argv.slice(2);
  replayFigures(eventsFile, readModelsFile).then(
    (figures) => process.send?.(figures, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
