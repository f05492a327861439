import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { EventStore } from '@receptionist/event-store';
import { type Projector, rebuildProjections, type RebuildProgress, type RebuildUntil } from '@receptionist/projections';
import { type ReadStore, SqliteReadStore } from '@receptionist/read-store';
import type { StoreSettings } from '../infrastructure/store-settings';
import { isSqliteFileInUse } from '../infrastructure/sqlite-file-in-use';

export interface ReplayResult extends RebuildProgress {
  /** Where the read models were built: a SQLite file, or the live store's description. */
  target: string;
}

interface ReplayBase {
  eventStore: EventStore;
  projectors: readonly Projector[];
  onProgress?: (progress: RebuildProgress) => void;
}

/**
 * Rebuilds the live read models from the whole history. Only safe while no API runs on them: the rebuild empties
 * the projectors' collections first. A live SQLite read store is probed for other connections; MongoDB cannot be
 * probed, so the caller must confirm (`force`).
 */
export async function replayInPlace(
  options: ReplayBase & { settings: StoreSettings; openLiveReadStore: () => ReadStore; force: boolean },
): Promise<ReplayResult> {
  const { settings } = options;
  const live = settings.readStore;
  if (live.kind === 'sqlite' && isSqliteFileInUse(live.file)) {
    throw new Error(
      `${live.file} is open in another process (is the API running on DATA_DIR=${settings.dataDir}?). ` +
        'Stop it before rebuilding in place, or build a separate copy with --until/--position.',
    );
  }
  if (live.kind === 'mongodb' && !options.force) {
    throw new Error(
      `Rebuilding the MongoDB read models in place empties them while it runs, and whether an API is using them ` +
        `cannot be checked. Stop every API instance, then run again with --force.`,
    );
  }
  const progress = await rebuildInto(options.openLiveReadStore(), options);
  return { ...progress, target: live.kind === 'sqlite' ? live.file : `MongoDB database ${live.database}` };
}

/** Builds the read models as of an instant into a separate SQLite store; the live read models are not touched. */
export async function replayAsOf(options: ReplayBase & { until: RebuildUntil; outFile: string; liveFile?: string }): Promise<ReplayResult> {
  const outFile = resolve(options.outFile);
  if (options.liveFile && resolve(options.liveFile) === outFile) {
    throw new Error(`--out would write into the live read store ${outFile}; choose another directory`);
  }
  mkdirSync(resolve(outFile, '..'), { recursive: true });
  const progress = await rebuildInto(new SqliteReadStore({ file: outFile, writeThread: true }), options);
  return { ...progress, target: outFile };
}

/** Rebuilds the projections into `target` (up to `until`, else the whole history) and closes it, also on failure. */
async function rebuildInto(target: ReadStore, options: ReplayBase & { until?: RebuildUntil }): Promise<RebuildProgress> {
  const { eventStore, projectors, until, onProgress } = options;
  try {
    return await rebuildProjections({ eventStore, target, projectors, until, onProgress });
  } finally {
    await target.close();
  }
}

/** DATA_DIR/replay-<instant>/read-models.db, the instant made safe for a file name. */
export function defaultReplayFile(dataDir: string, until: RebuildUntil): string {
  const instant = until.time !== undefined ? until.time.replace(/[:.]/g, '-') : `position-${until.position}`;
  return join(dataDir, `replay-${instant}`, 'read-models.db');
}
