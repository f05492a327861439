import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { EventStore } from '@receptionist/event-store';
import { type Projector, rebuildProjections } from '@receptionist/projections';
import { AS_OF_MAX_COMMIT_MS } from './as-of-projectors';
import { SqliteReadStore } from '@receptionist/read-store';

export interface AsOfAnchor {
  /** ISO instant: the read models hold every event that occurred up to it. */
  at: string;
  /** The file in the anchors' directory (shared with the previous anchor when nothing happened in between). */
  file: string;
  /** The last event position applied (as the store returned it). */
  position: number;
}

interface Manifest {
  anchors: AsOfAnchor[];
}

export interface AsOfAnchorsOptions {
  eventStore: EventStore;
  projectors: readonly Projector[];
  /** DATA_DIR/as-of-anchors: one subdirectory per set of projector versions. */
  parent: string;
  now?: () => Date;
  /**
   * While true, a pass waits: a pass is a replay of its own, and while the projectors catch up it would compete with
   * them for the one thread (a process started far behind would catch up slower and answer later).
   */
  busy?: () => boolean;
}

const FIRST_PASS_DELAY_MS = 10_000;
const PASS_INTERVAL_MS = 6 * 3_600_000;
const BUSY_RECHECK_MS = 5_000;

/** The starts of the 1st and the 16th of each month (UTC) after `first`, up to `now`. */
export function anchorInstants(first: number, now: number): string[] {
  const instants: string[] = [];
  const date = new Date(first);
  for (let month = date.getUTCMonth(), year = date.getUTCFullYear(); ; month++) {
    for (const day of [1, 16]) {
      const instant = Date.UTC(year, month, day);
      if (instant > now) return instants;
      if (instant > first) instants.push(new Date(instant).toISOString());
    }
  }
}

/**
 * The read models of the "as of" screens twice a month, built once in the background by the process that runs the
 * projectors (each from the previous one, so a pass costs one replay), kept on disk across restarts: an "as of" build
 * copies the latest anchor before its instant and applies at most half a month of events.
 */
export class AsOfAnchors {
  private readonly logger = new Logger('AsOf');
  private readonly directory: string;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pass: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: AsOfAnchorsOptions) {
    const versions = options.projectors.map((projector) => `${projector.name}@${projector.version}`).join(',');
    this.directory = join(options.parent, createHash('sha256').update(versions).digest('hex').slice(0, 12));
  }

  /** The latest anchor at or before `at`, or null. */
  latestAtOrBefore(at: string): (AsOfAnchor & { path: string }) | null {
    const time = Date.parse(at);
    const anchor = this.manifest()
      .anchors.filter((candidate) => Date.parse(candidate.at) <= time)
      .at(-1);
    return anchor ? { ...anchor, path: join(this.directory, anchor.file) } : null;
  }

  start(firstDelayMs = FIRST_PASS_DELAY_MS, busyRecheckMs = BUSY_RECHECK_MS): void {
    const schedule = (delay: number) => {
      this.timer = setTimeout(() => {
        if (this.options.busy?.()) return schedule(busyRecheckMs);
        this.pass = this.maintain()
          .catch((error: unknown) => this.logger.error({ err: error }, 'Building the "as of" anchors failed'))
          .finally(() => !this.stopped && schedule(PASS_INTERVAL_MS));
      }, delay);
      this.timer.unref();
    };
    schedule(firstDelayMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.pass;
  }

  /** Deletes every anchor (after an erasure: they hold the erased person's data); the next pass builds them again. */
  async discardAll(): Promise<void> {
    await this.pass;
    rmSync(this.directory, { recursive: true, force: true });
  }

  /** Builds the missing anchors, oldest first, each from the one before. */
  async maintain(): Promise<void> {
    const first = await firstEventTime(this.options.eventStore);
    if (first === null) return;
    mkdirSync(this.directory, { recursive: true });
    const { anchors } = this.manifest();
    const known = new Set(anchors.map((anchor) => anchor.at));
    const now = (this.options.now?.() ?? new Date()).getTime();
    for (const at of anchorInstants(first, now)) {
      if (this.stopped) return;
      if (known.has(at)) continue;
      const previous = anchors.filter((anchor) => Date.parse(anchor.at) < Date.parse(at)).at(-1) ?? null;
      anchors.push(await this.build(at, previous));
      anchors.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
      this.save({ anchors });
    }
  }

  private async build(at: string, previous: AsOfAnchor | null): Promise<AsOfAnchor> {
    const { eventStore, projectors } = this.options;
    if (previous && !(await occurredBetween(eventStore, previous.position, at))) return { ...previous, at };
    const file = `${at.replace(/[:.]/g, '-')}.db`;
    const partial = join(this.directory, `${file}.${process.pid}.partial`);
    if (previous) copyFileSync(join(this.directory, previous.file), partial);
    const store = new SqliteReadStore({ file: partial, writeThread: true });
    try {
      const started = performance.now();
      const done = await rebuildProjections({
        eventStore,
        target: store,
        projectors,
        until: { time: at },
        resume: previous !== null,
        maxCommitMs: AS_OF_MAX_COMMIT_MS,
      });
      await store.close();
      renameSync(partial, join(this.directory, file));
      this.logger.log(`"As of" anchor ${at}: ${done.eventsApplied} events applied in ${Math.round(performance.now() - started)} ms`);
      return { at, file, position: Math.max(done.position, previous?.position ?? 0) };
    } catch (error) {
      await store.close().catch(() => undefined);
      for (const suffix of ['', '-wal', '-shm']) rmSync(partial + suffix, { force: true });
      throw error;
    }
  }

  private manifest(): Manifest {
    const file = join(this.directory, 'anchors.json');
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : { anchors: [] };
  }

  private save(manifest: Manifest): void {
    const file = join(this.directory, 'anchors.json');
    writeFileSync(`${file}.${process.pid}`, JSON.stringify(manifest, null, 1));
    renameSync(`${file}.${process.pid}`, file);
  }
}

async function firstEventTime(eventStore: EventStore): Promise<number | null> {
  for await (const event of eventStore.readAll({ batchSize: 1 })) return Date.parse(event.metadata.occurredAt);
  return null;
}

/** Whether an event after `position` occurred up to `at`. */
async function occurredBetween(eventStore: EventStore, position: number, at: string): Promise<boolean> {
  for await (const event of eventStore.readAll({ from: position, batchSize: 1 })) return Date.parse(event.metadata.occurredAt) <= Date.parse(at);
  return false;
}
