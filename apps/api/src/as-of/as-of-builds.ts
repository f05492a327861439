import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { DomainError } from '@receptionist/contracts';
import type { EventStore } from '@receptionist/event-store';
import { type AsOfReadModels, type Projector, type ReadModels, readModelsOf, rebuildProjections } from '@receptionist/projections';
import { SqliteReadStore } from '@receptionist/read-store';
import type { AsOfAnchors } from './as-of-anchors';
import { AS_OF_MAX_COMMIT_MS } from './as-of-projectors';
import { checkedInstant } from './as-of-instant';
import { TimedEventStore } from './timed-event-store';

export type AsOfBuildState = 'building' | 'ready' | 'failed';

export interface AsOfBuildStatus {
  at: string;
  state: AsOfBuildState;
  /** 0 to 1: the time of the latest event read, between where the build started and the instant. */
  progress: number;
  eventsApplied: number;
}

export interface AsOfBuildsOptions {
  eventStore: EventStore;
  /** Only the projectors of the screens shown as of an instant. */
  projectors: readonly Projector[];
  /** Anchors a build may start from. */
  anchors?: Pick<AsOfAnchors, 'latestAtOrBefore'>;
  /** This process's directory: emptied on start, builds are not reused across restarts. */
  directory: string;
  /** Finished builds kept, least recently used dropped first (default 4). */
  maxBuilds?: number;
  /** Builds waiting or running at most; one more is refused (default 2). */
  maxPending?: number;
  now?: () => Date;
}

interface Build {
  at: string;
  file: string;
  reader: TimedEventStore;
  state: AsOfBuildState;
  readModels: Promise<ReadModels>;
  store: SqliteReadStore | null;
  /** Where the build started: the time of its base, or of the log's first event. */
  fromTime: number | null;
  eventsApplied: number;
}

/**
 * The read models as of past instants: one build per instant, into its own SQLite file, one build at a time (a build
 * shares this process's CPU with the live requests), each instant built once however many requests ask for it.
 */
export class AsOfBuilds implements AsOfReadModels {
  private readonly logger = new Logger('AsOf');
  private readonly builds = new Map<string, Build>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: AsOfBuildsOptions) {
    rmSync(options.directory, { recursive: true, force: true });
  }

  at(instant: string): Promise<ReadModels> {
    return this.build(instant).readModels;
  }

  status(instant: string): AsOfBuildStatus {
    const build = this.build(instant);
    return { at: build.at, state: build.state, progress: progressOf(build), eventsApplied: build.eventsApplied };
  }

  /** Forgets every build (after an erasure: they hold the erased person's data); the next request builds again. */
  async discardAll(): Promise<void> {
    const builds = [...this.builds.values()];
    this.builds.clear();
    for (const build of builds) build.reader.stop();
    await this.queue.catch(() => undefined);
    for (const build of builds) await this.drop(build);
  }

  async close(): Promise<void> {
    await this.discardAll();
    rmSync(this.options.directory, { recursive: true, force: true });
  }

  private build(instant: string): Build {
    const at = checkedInstant(instant, this.options.now?.() ?? new Date());
    const known = this.builds.get(at);
    if (known) {
      this.builds.delete(at);
      this.builds.set(at, known);
      return known;
    }
    const pending = [...this.builds.values()].filter((build) => build.state === 'building').length;
    if (pending >= (this.options.maxPending ?? 2)) {
      throw new DomainError('too_many_requests', 'Other "as of" views are being built; try again in a minute');
    }
    const build: Build = {
      at,
      file: join(this.options.directory, `${at.replace(/[:.]/g, '-')}.db`),
      reader: new TimedEventStore(this.options.eventStore),
      state: 'building',
      readModels: this.queue.then(() => this.run(build)),
      store: null,
      fromTime: null,
      eventsApplied: 0,
    };
    build.readModels.catch(() => undefined);
    this.queue = build.readModels.catch(() => undefined);
    this.builds.set(at, build);
    return build;
  }

  private async run(build: Build): Promise<ReadModels> {
    const { eventStore, projectors, directory } = this.options;
    mkdirSync(directory, { recursive: true });
    const started = performance.now();
    const base = this.baseFor(build.at);
    try {
      if (base) for (const suffix of ['', '-wal']) if (existsSync(base.path + suffix)) copyFileSync(base.path + suffix, build.file + suffix);
      const store = new SqliteReadStore({ file: build.file, writeThread: true });
      build.store = store;
      build.fromTime = base ? Date.parse(base.at) : await firstEventTime(eventStore);
      const done = await rebuildProjections({
        eventStore: build.reader,
        target: store,
        projectors,
        until: { time: build.at },
        resume: base !== null,
        maxCommitMs: AS_OF_MAX_COMMIT_MS,
        onProgress: (progress) => (build.eventsApplied = progress.eventsApplied),
      });
      build.state = 'ready';
      const from = base ? `from ${base.at}` : 'from the start';
      this.logger.log(`As of ${build.at} ${from}: ${done.eventsApplied} events applied in ${Math.round(performance.now() - started)} ms`);
      this.evict();
      return readModelsOf(store, projectors);
    } catch (error) {
      build.state = 'failed';
      this.logger.error({ err: error }, `The read models as of ${build.at} could not be built`);
      await this.drop(build);
      throw new Error('The read models as of this instant could not be built; try again later');
    }
  }

  /** The latest anchor or finished build at or before `at`: the build copies it and applies only the events after it. */
  private baseFor(at: string): { at: string; path: string } | null {
    const time = Date.parse(at);
    const anchor = this.options.anchors?.latestAtOrBefore(at) ?? null;
    const built = [...this.builds.values()]
      .filter((build) => build.state === 'ready' && Date.parse(build.at) <= time)
      .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
      .at(-1);
    if (built && (!anchor || Date.parse(built.at) >= Date.parse(anchor.at))) return { at: built.at, path: built.file };
    return anchor && { at: anchor.at, path: anchor.path };
  }

  private evict(): void {
    const finished = [...this.builds.values()].filter((build) => build.state !== 'building');
    for (const build of finished.slice(0, Math.max(0, finished.length - (this.options.maxBuilds ?? 4)))) {
      this.builds.delete(build.at);
      void this.drop(build);
    }
  }

  private async drop(build: Build): Promise<void> {
    await build.store?.close();
    build.store = null;
    for (const suffix of ['', '-wal', '-shm']) rmSync(build.file + suffix, { force: true });
  }
}

function progressOf(build: Build): number {
  if (build.state !== 'building') return 1;
  const { fromTime } = build;
  const latest = build.reader.latestTime;
  if (fromTime === null || latest === null) return 0;
  const span = Date.parse(build.at) - fromTime;
  return span <= 0 ? 0.99 : Math.min(0.99, Math.max(0, (latest - fromTime) / span));
}

async function firstEventTime(eventStore: EventStore): Promise<number | null> {
  for await (const event of eventStore.readAll({ batchSize: 1 })) return Date.parse(event.metadata.occurredAt);
  return null;
}
