import { randomUUID } from 'node:crypto';
import type { EventStore, EventSubscription, StoredEvent } from '@receptionist/event-store';
import type { Doc, ReadCollection, ReadStore } from '@receptionist/read-store';
import { applyEvent, messageOf, ProjectionHandlerError } from './apply-event';
import { BatchContext, type DocumentChange } from './batch-context';
import { estimateBytes } from './estimate-bytes';
import { isLeaseLost, type Lease, type ProjectionLeases } from './leases/projection-leases.port';
import { physicalCollectionName, physicalNamesOf, type Projector } from './projector';
import { defineCollections, dropCollections, planProjectorState, startFreshBuild } from './projector-builds';
import {
  loadProjectorActionRequest,
  loadProjectorState,
  PROJECTOR_STATE_COLLECTION,
  requestProjectorAction,
  saveProjectorState,
  type ProjectorAction,
  type ProjectorBuild,
  type ProjectorFailure,
  type ProjectorState,
  type ProjectorStateDoc,
  type ProjectorStatusName,
} from './projector-state.store';
import { collectionOwners, type ReadModels } from './read-models';
import { waitForProgress } from './wait-for-progress';
import { EventLoopSlices, yieldToEventLoop } from './yield-to-event-loop';

export interface ProjectionRunnerOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  projectors: readonly Projector[];
  /** Events per batch (one commit per projector) at most (default 5000). */
  batchSize?: number;
  /** Estimated bytes of event data per batch at most (default 4 MiB). */
  maxBatchBytes?: number;
  /** Time spent reading and applying one batch at most, in ms (default 250). */
  maxBatchMs?: number;
  /**
   * How long one projector's commit may hold the event loop, in ms (default 30 on the embedded store, where a commit
   * is one synchronous transaction; Infinity on MongoDB and for an offline rebuild). The batch ends before any
   * projector's pending writes would take longer to commit than this, at the commit speed measured so far.
   */
  maxCommitMs?: number;
  /** The loop yields to the event loop after working this long, in ms (default 10), so requests are served while it catches up. */
  sliceMs?: number;
  /** How often operator requests are read and the store is checked for other processes' appends (default 1000 ms). */
  pollIntervalMs?: number;
  /** Called before a requested rebuild starts reading the log again (e.g. to drop cached decryption keys). */
  onRebuild?: () => void;
  /** false: this process only reads (ROLE=api): it leads no projector and runs no loop. Default true. */
  lead?: boolean;
  /** Leases in the read store, so that each projector is led by one process at a time. None: this process leads all. */
  leases?: ProjectionLeases;
  /** How long a lease lasts unless renewed (default 10 s); it is renewed every third of that. */
  leaseTtlMs?: number;
  /** Bytes of read-model documents each projector keeps cached (default 16 MiB). */
  maxCachedBytes?: number;
  /** Called when recording state, polling or the loop fails; the runner carries on. Default: console.error. */
  onError?: (error: unknown, projector: string) => void;
}

export interface ProjectorStatus {
  name: string;
  /** The version in the code, which the runner builds. */
  version: number;
  /** The version queries read (older than `version` while rebuilding). */
  activeVersion: number;
  status: ProjectorStatusName;
  /** The committed checkpoint of the build in progress: a position the event store returned. */
  position: number;
  failure: ProjectorFailure | null;
}

/** A commit of an active projector, for live notifications. */
export interface ProjectionCommitted {
  projector: string;
  position: number;
  changes: DocumentChange[];
}

export interface WaitForOptions {
  /** Projector names; default all. */
  projectors?: readonly string[];
  timeoutMs?: number;
}

/** How far the projectors this process leads are behind the log ("catching up, n of m"). */
export interface CatchUpProgress {
  catchingUp: boolean;
  position: number;
  head: number;
}

/** A bound for a replay: stop at a position the caller chose, or before the first event that occurred later. */
export interface RunUntil {
  position?: number;
  time?: string;
}

interface Target {
  projector: Projector;
  build: ProjectorBuild;
  mode: 'active' | 'building';
  context: BatchContext;
  /** Always a position the event store returned (or 0). */
  checkpoint: number;
  /** The checkpoint in the store; behind `checkpoint` while only idle batches (no writes) have passed since. */
  persisted: number;
  persistedAt: number;
  status: ProjectorStatusName;
  failure: ProjectorFailure | null;
  /** The failed event to pass over, recognised by id and position (compared, never computed). */
  skip: { eventId: string; position: number } | null;
  lease: Lease | null;
  state: ProjectorState;
  handles: ReadonlySet<string>;
  /** Set while a batch runs when the projector failed in it: the position of the event it failed on. */
  failedAt: number | null;
  /** Set while a batch runs when its lease was lost in it: the batch no longer applies or commits it. */
  lostInBatch: boolean;
  /**
   * Measured commit cost of one of its writes (ms), from its commits of 100 writes or more: up at once after a slower
   * commit, down slowly after cheaper ones. A call log with its search text costs several times a lead's row, so each
   * projector has its own.
   */
  msPerWrite: number | null;
  /** Offline (`replay`, `advance`): its commit still running while the next events are applied, if any. */
  committing: Promise<void> | null;
}

interface BatchOutcome {
  /** Whether the batch read or committed anything. */
  worked: boolean;
  /** The batch stopped at an event past `until.time`: the replay is over. */
  timeCut: boolean;
  eventsApplied: number;
  position: number;
}

/** Events per read round trip: small enough that one page never holds the event loop long. */
const READ_PAGE = 500;

/**
 * Events per batch is a ceiling, not the usual bound: time (read and apply), bytes of event data and the commit budget
 * end most batches. Larger commits write far fewer index pages per document (a commit rewrites every page it dirties),
 * so a batch is as large as the commit budget allows.
 */
const DEFAULTS = {
  batchSize: 20_000,
  maxBatchBytes: 16 * 1024 * 1024,
  maxBatchMs: 250,
  // The engine waits for each commit; a commit's cost is partly fixed (the pages every commit rewrites), so larger
  // ones catch up faster. An `all` process commits in a write thread, but turns each commit into rows on the event
  // loop first: 1M behind, 100 ms caught up 22% further in a minute than 30 ms with the same `/health` stalls, 300 ms
  // further still but with longer ones (docs/scale-out.md, sixteenth round).
  maxCommitMs: 100,
  sliceMs: 10,
  pollIntervalMs: 1000,
  leaseTtlMs: 10_000,
};

/** Events between two checks of the commit budget (the check sums the pending writes of every projector). */
const BUDGET_CHECK_EVERY = 128;
/**
 * The commit cost of one write (ms) assumed until a projector's commits were measured: the costliest measured (a call
 * log with its search text, 0.08-0.15 ms), so that a first commit stays within the budget. Every "as of" anchor build
 * starts new targets; at 0.02 ms their first commits held the event loop 110-150 ms.
 */
const INITIAL_MS_PER_WRITE = 0.15;

/**
 * The projection engine: one pull loop per process. Each turn reads one batch of the log after the lowest checkpoint
 * of the projectors this process leads (bounded by events, bytes and time), applies it to each projector that is
 * behind, commits each projector's read-model writes with its checkpoint (fenced by its lease epoch) in one read-store
 * commit, then notifies listeners once per batch. Replay, time travel and blue/green builds run the same batches
 * against another target store or another collection version. Positions are opaque and sparse (KurrentDB uses log
 * byte offsets): checkpoints are only ever positions the store returned, compared and never computed.
 */
export class ProjectionRunner implements ReadModels {
  readonly holder = randomUUID();
  private readonly owners: Map<string, Projector>;
  private readonly targets = new Map<string, Target>();
  private readonly listeners = new Set<(committed: ProjectionCommitted) => void>();
  private readonly batchListeners = new Set<(commits: ProjectionCommitted[]) => void>();
  private readonly settings: typeof DEFAULTS;
  private progressWaiters: Array<() => void> = [];
  private stopping = false;
  private running: Promise<void> = Promise.resolve();
  private preparing: Promise<void> | undefined;
  /** Set while a leading process takes its first leases (`start()`): `progress()` then counts every projector. */
  private starting = false;
  /** An append came after the loop last read the head: its next sleep returns at once instead of waiting a poll. */
  private wakePending = false;
  private readonly keepWake = (): void => {
    this.wakePending = true;
  };
  /** Ends the loop's sleep; while it is not asleep, the wake is kept for its next sleep. */
  private wakeLoop: () => void = this.keepWake;
  private wakeSubscription: EventSubscription | undefined;
  private lastLeaseCheck = -Infinity;
  private lastPoll = -Infinity;
  private head = 0;
  private observer: NodeJS.Timeout | undefined;
  private observed = new Map<string, { state: ProjectorStateDoc | null; position: number }>();
  /** Set while `replay` or `advance` runs: nothing reads the target meanwhile, so commits run behind the next events. */
  private offline = false;

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.owners = collectionOwners(options.projectors);
    const names = new Set(options.projectors.map((projector) => projector.name));
    if (names.size !== options.projectors.length) throw new Error('Projector names must be unique');
    this.settings = {
      batchSize: options.batchSize ?? DEFAULTS.batchSize,
      maxBatchBytes: options.maxBatchBytes ?? DEFAULTS.maxBatchBytes,
      maxBatchMs: options.maxBatchMs ?? DEFAULTS.maxBatchMs,
      // Only the embedded store's commits hold the event loop; a MongoDB commit awaits the server instead.
      maxCommitMs: options.maxCommitMs ?? (options.readStore.kind === 'sqlite' ? DEFAULTS.maxCommitMs : Infinity),
      sliceMs: options.sliceMs ?? DEFAULTS.sliceMs,
      pollIntervalMs: options.pollIntervalMs ?? DEFAULTS.pollIntervalMs,
      leaseTtlMs: options.leaseTtlMs ?? DEFAULTS.leaseTtlMs,
    };
  }

  private get leads(): boolean {
    return this.options.lead ?? true;
  }

  /**
   * Reads what `progress()` tells before the leases are taken: the head of the log and each projector's recorded
   * checkpoint. A process that calls it before it listens answers its first /health with "catching up, n of m" even
   * while its first leases are still being taken (a read store with a write thread answers those writes later).
   * `start()` calls it when it was not called before.
   */
  prepare(): Promise<void> {
    this.preparing ??= (async () => {
      await this.options.readStore.defineCollection({ name: PROJECTOR_STATE_COLLECTION });
      await this.options.leases?.init();
      await this.observe();
      this.head = await this.options.eventStore.headPosition();
    })();
    return this.preparing;
  }

  async start(): Promise<void> {
    this.stopping = false;
    this.targets.clear();
    this.starting = this.leads;
    try {
      await this.prepare();
      if (!this.leads) {
        // A process that leads nothing keeps its view of the projectors' state fresh for status() and /health.
        this.observer = setInterval(() => void this.observe(), this.settings.pollIntervalMs);
        this.observer.unref();
        return;
      }
      await this.maintainLeases(true);
    } finally {
      this.starting = false;
      // A later start() (after stop()) reads them again.
      this.preparing = undefined;
    }
    this.followAppends();
    this.running = this.loop();
  }

  /** Commits the batch in progress, gives the leases up and stops. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.observer);
    this.wakeLoop();
    await this.running;
    await this.flushIdleCheckpoints();
    const subscription = this.wakeSubscription;
    this.wakeSubscription = undefined;
    await subscription?.close().catch(() => undefined);
    for (const target of this.targets.values()) {
      if (target.lease) await this.options.leases?.release(target.lease).catch((error: unknown) => this.reportError(error, target.projector.name));
    }
  }

  status(): ProjectorStatus[] {
    return this.options.projectors.map((projector) => {
      const target = this.targets.get(projector.name);
      if (target) {
        return {
          name: projector.name,
          version: projector.version,
          activeVersion: target.state.active.version,
          status: target.status,
          position: target.checkpoint,
          failure: target.failure,
        };
      }
      const seen = this.observed.get(projector.name);
      return {
        name: projector.name,
        version: projector.version,
        activeVersion: seen?.state?.active.version ?? projector.version,
        status: seen?.state?.status ?? 'catching-up',
        position: seen?.position ?? 0,
        failure: seen?.state?.failure ?? null,
      };
    });
  }

  /** The projectors this process leads now (holds the lease of). */
  led(): string[] {
    return this.stopping ? [] : [...this.targets.keys()];
  }

  /**
   * How far the projectors this process leads are behind the head of the log. While its first leases are being taken,
   * every projector counts, at the checkpoint it was adopted at or the one recorded in the store.
   */
  progress(): CatchUpProgress {
    if (this.starting) {
      const positions = this.options.projectors.map(({ name }) => this.targets.get(name)?.checkpoint ?? this.observed.get(name)?.position ?? 0);
      const position = Math.min(this.head, ...positions);
      return { catchingUp: position < this.head, position, head: this.head };
    }
    const led = [...this.targets.values()].filter((target) => target.status !== 'failed');
    const position = led.length ? Math.min(...led.map((target) => target.checkpoint)) : this.head;
    return { catchingUp: led.some((target) => target.status === 'catching-up' || target.status === 'rebuilding'), position, head: this.head };
  }

  /** The active version of a logical collection, looked up in the store at each read (another process may switch it). */
  collection<T extends Doc = Doc>(logicalName: string): ReadCollection<T> {
    const owner = this.owners.get(logicalName);
    if (!owner) throw new Error(`No projector declares collection "${logicalName}"`);
    const resolve = async () => {
      const state = await this.options.readStore.collection<ProjectorStateDoc>(PROJECTOR_STATE_COLLECTION).get(owner.name);
      return this.options.readStore.collection<T>(physicalCollectionName(logicalName, state?.active.version ?? owner.version));
    };
    return {
      get: async (id) => (await resolve()).get(id),
      find: async (findOptions) => (await resolve()).find(findOptions),
      count: async (where, countOptions) => (await resolve()).count(where, countOptions),
    };
  }

  /**
   * Resolves true once the projectors' active read models reflect every event up to `position` that concerns them,
   * whichever process leads them; false after the timeout (default 5 s) or as soon as one of them has failed.
   */
  async waitFor(position: number, { projectors, timeoutMs = 5000 }: WaitForOptions = {}): Promise<boolean> {
    const names = projectors ?? this.options.projectors.map((projector) => projector.name);
    const chosen = names.map((name) => this.projectorOf(name));
    return waitForProgress({
      timeoutMs,
      nextProgress: () =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 25);
          this.progressWaiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        }),
      check: async () => {
        const reached = await Promise.all(chosen.map((projector) => this.hasReached(projector, position)));
        if (reached.includes(false)) return false;
        return reached.every((value) => value === true) || undefined;
      },
    });
  }

  /** Applies the failed event again (after a fix or a transient error). False when the projector had not failed here. */
  retry(name: string): boolean {
    this.projectorOf(name);
    const target = this.targets.get(name);
    if (!target || target.status !== 'failed' || this.stopping) return false;
    target.failure = null;
    target.context.reset();
    void this.setStatus(target, target.mode === 'building' ? 'rebuilding' : 'catching-up');
    this.wakeLoop();
    return true;
  }

  /** Passes over the failed event and carries on. False when the projector had not failed here. */
  skip(name: string): boolean {
    this.projectorOf(name);
    const target = this.targets.get(name);
    if (target?.status === 'failed' && target.failure?.eventId) {
      target.skip = { eventId: target.failure.eventId, position: target.failure.position };
    }
    return this.retry(name);
  }

  /**
   * Retries or skips a failed projector wherever it is led: here at once, otherwise through a request in the read
   * store that its leader carries out at its next poll. False when the projector had not failed.
   */
  async requestAction(name: string, action: ProjectorAction): Promise<boolean> {
    this.projectorOf(name);
    const rebuild = action === 'rebuild';
    if (!rebuild && this.targets.has(name) && !this.stopping) return action === 'skip' ? this.skip(name) : this.retry(name);
    const state = await this.options.readStore.collection<ProjectorStateDoc>(PROJECTOR_STATE_COLLECTION).get(name);
    if (!rebuild && state?.status !== 'failed') return false;
    const { requestId } = await requestProjectorAction(this.options.readStore, name, action);
    // A rebuild is carried out by the loop (never beside a running batch), here too when this process leads it.
    this.lastPoll = -Infinity;
    this.wakeLoop();
    // Its leader reads requests at each poll: wait (a few polls at most) until it has taken this one.
    const deadline = performance.now() + 3 * this.settings.pollIntervalMs + 1000;
    while (performance.now() < deadline) {
      const current = await this.options.readStore.collection<ProjectorStateDoc>(PROJECTOR_STATE_COLLECTION).get(name);
      if (current?.handledRequestId === requestId) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await this.observe();
    return true;
  }

  /** Listens to commits of active projectors; returns the unsubscribe function. */
  onCommitted(listener: (committed: ProjectionCommitted) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Listens to batches: one call per batch with every active projector's commit in it. */
  onBatchCommitted(listener: (commits: ProjectionCommitted[]) => void): () => void {
    this.batchListeners.add(listener);
    return () => this.batchListeners.delete(listener);
  }

  /**
   * Replay: builds every projector from position 0 into fresh collections of the target store (this runner's read
   * store), up to `until`, with the same batches as the live loop, then records the builds as active there.
   */
  async replay(
    until: RunUntil,
    onBatch?: (outcome: BatchOutcome & { targetPosition: number }) => void,
  ): Promise<BatchOutcome & { targetPosition: number }> {
    const { readStore } = this.options;
    await readStore.defineCollection({ name: PROJECTOR_STATE_COLLECTION });
    for (const projector of this.options.projectors) {
      const build = await startFreshBuild(readStore, projector, { deferIndexes: true });
      const state: ProjectorState = {
        name: projector.name,
        active: build,
        building: null,
        status: 'rebuilding',
        failure: null,
        handledRequestId: null,
      };
      const target = this.newTarget(projector, build, 'active', 0, null, state);
      target.context.startsEmpty();
      this.targets.set(projector.name, target);
    }
    const outcome = await this.runUntil(until, onBatch);
    // Every deferred index first, then the states: a state write between two index builds would start the read store's
    // write thread again, only for the next build to end it (about 50 ms of CPU each).
    for (const target of this.targets.values()) await defineCollections(readStore, target.projector);
    for (const target of this.targets.values()) await recordActive(readStore, target.projector, target.build);
    this.targets.clear();
    return outcome;
  }

  /**
   * Moves the active builds recorded in the target store (e.g. a copy of a store `replay` built up to an earlier
   * instant) on from their checkpoints up to `until`, without leases: nothing else may write to that store meanwhile.
   */
  async advance(
    until: RunUntil,
    onBatch?: (outcome: BatchOutcome & { targetPosition: number }) => void,
  ): Promise<BatchOutcome & { targetPosition: number }> {
    await this.options.readStore.defineCollection({ name: PROJECTOR_STATE_COLLECTION });
    for (const projector of this.options.projectors) await this.adopt(projector, null);
    const outcome = await this.runUntil(until, onBatch);
    for (const target of this.targets.values()) await this.saveState(target);
    this.targets.clear();
    return outcome;
  }

  private async runUntil(
    until: RunUntil,
    onBatch?: (outcome: BatchOutcome & { targetPosition: number }) => void,
  ): Promise<BatchOutcome & { targetPosition: number }> {
    const head = await this.options.eventStore.headPosition();
    const targetPosition = Math.min(until.position ?? head, head);
    const untilTime = until.time === undefined ? undefined : Date.parse(until.time);
    if (untilTime !== undefined && Number.isNaN(untilTime)) throw new RangeError(`Invalid time "${until.time}"`);
    let total: BatchOutcome = { worked: false, timeCut: false, eventsApplied: 0, position: 0 };
    this.offline = true;
    try {
      for (;;) {
        const outcome = await this.runBatch({ to: targetPosition, untilTime, throwOnFailure: true });
        total = {
          worked: true,
          timeCut: outcome.timeCut,
          eventsApplied: total.eventsApplied + outcome.eventsApplied,
          position: Math.max(total.position, outcome.position),
        };
        if (!outcome.worked) break;
        onBatch?.({ ...total, targetPosition });
        if (outcome.timeCut) break;
      }
    } catch (error) {
      await this.commitsLanded().catch(() => undefined);
      throw error;
    } finally {
      this.offline = false;
    }
    await this.commitsLanded();
    return { ...total, targetPosition };
  }

  /** Waits for the commits still running; throws the first one's error. */
  private async commitsLanded(): Promise<void> {
    const outcomes = await Promise.allSettled([...this.targets.values()].map((target) => target.committing));
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let worked = false;
      try {
        await this.maintainLeases(false);
        await this.poll();
        worked = (await this.runBatch({})).worked;
      } catch (error) {
        this.reportError(error, 'engine');
      }
      if (!worked && !this.stopping) await this.sleep(this.settings.pollIntervalMs);
      else await yieldToEventLoop();
    }
  }

  /**
   * One batch: reads after the lowest checkpoint of the projectors that are behind, applies each event to each
   * projector that handles it and has not seen it, commits every projector that moved, then notifies.
   */
  private async runBatch({
    to,
    untilTime,
    throwOnFailure = false,
  }: {
    to?: number;
    untilTime?: number;
    throwOnFailure?: boolean;
  }): Promise<BatchOutcome> {
    const { eventStore } = this.options;
    // Appends up to here are read now; a wake from now on is for a later one.
    this.wakePending = false;
    const head = await eventStore.headPosition();
    this.head = head;
    const bound = to ?? head;
    const behind = [...this.targets.values()].filter((target) => target.status !== 'failed' && target.checkpoint < bound);
    if (behind.length === 0) {
      for (const target of this.targets.values()) if (target.status !== 'failed') await this.caughtUp(target);
      return { worked: false, timeCut: false, eventsApplied: 0, position: bound };
    }
    const from = Math.min(...behind.map((target) => target.checkpoint));
    // Event type → the projectors of this batch that handle it (each event is offered to those only).
    const handlers = new Map<string, Target[]>();
    for (const target of behind) for (const type of target.handles) handlers.set(type, [...(handlers.get(type) ?? []), target]);
    const types = [...handlers.keys()];
    // The batch's events are not kept: a failing projector reads the few it needs again (see `failed`).
    let eventsRead = 0;
    let last: number | undefined;
    let bytes = 0;
    let exhausted = true;
    let timeCut = false;
    const startedAt = performance.now();
    const slices = new EventLoopSlices(this.settings.sliceMs);
    const commits: ProjectionCommitted[] = [];
    let moved = false;
    // A projector commits within the batch when its writes would outlast the commit budget (the batch goes on for
    // the others), and at its end. A commit may take its whole budget, so it starts a turn of the event loop of its
    // own: a request waits for the commit or for a slice of applying, never for both.
    const commitAt = async (target: Target, position: number) => {
      moved = true;
      await slices.giveWay();
      if (this.offline) await this.commitBehind(target, position);
      else {
        const committed = await this.commit(target, position);
        if (!committed) target.lostInBatch = true;
        else if (target.mode === 'active' && committed.changes.length > 0) commits.push(committed);
      }
      await slices.afterStep();
    };
    for (const target of behind) {
      target.failedAt = null;
      target.lostInBatch = false;
    }
    const read = eventStore.readAll({ from, to: bound, filter: { types }, batchSize: Math.min(this.settings.batchSize, READ_PAGE) });
    for await (const event of read) {
      if (untilTime !== undefined && Date.parse(event.metadata.occurredAt) > untilTime) {
        timeCut = true;
        exhausted = false;
        break;
      }
      eventsRead++;
      last = event.position;
      for (const target of handlers.get(event.type) ?? []) {
        if (target.failedAt !== null || target.lostInBatch || event.position <= target.checkpoint) continue;
        try {
          const applying = this.apply(target, event);
          if (applying) await applying;
        } catch (error) {
          if (throwOnFailure) throw error;
          target.failedAt = event.position;
          target.failure = failureOf(error, target.checkpoint);
        }
      }
      bytes += estimateBytes(event.data);
      if (eventsRead % BUDGET_CHECK_EVERY === 0) {
        for (const target of this.overCommitBudget(behind)) await commitAt(target, event.position);
      }
      if (
        eventsRead >= this.settings.batchSize ||
        bytes >= this.settings.maxBatchBytes ||
        performance.now() - startedAt >= this.settings.maxBatchMs ||
        this.stopping
      ) {
        exhausted = false;
        break;
      }
      await slices.afterStep();
    }
    // Everything up to the head was read: checkpoints move to it (a position the store returned); otherwise (a batch
    // limit, a caller's bound, a time cut) to the last event read.
    const end = exhausted && bound === head ? head : last;
    for (const target of behind) {
      if (target.lostInBatch) continue;
      if (target.failedAt !== null) {
        await this.failed(target, types);
        continue;
      }
      if (end === undefined || end <= target.checkpoint) continue;
      moved = true;
      if (!target.context.hasPendingWrites && to === undefined && performance.now() - target.persistedAt < this.settings.pollIntervalMs) {
        // Nothing to write: the checkpoint moves in memory and reaches the store with the next write or flush.
        target.checkpoint = end;
        continue;
      }
      await commitAt(target, end);
    }
    this.wakeWaiters();
    this.publish(commits);
    for (const target of behind) if (!target.lostInBatch && target.checkpoint >= head && target.status !== 'failed') await this.caughtUp(target);
    return { worked: moved || eventsRead > 0, timeCut, eventsApplied: eventsRead, position: end ?? from };
  }

  /** The projectors of a batch whose pending writes would take longer to commit than the budget, at their measured speed. */
  private overCommitBudget(targets: readonly Target[]): Target[] {
    const budget = this.settings.maxCommitMs;
    if (budget === Infinity) return [];
    return targets.filter(
      (target) =>
        target.failedAt === null && !target.lostInBatch && target.context.pendingWrites * (target.msPerWrite ?? INITIAL_MS_PER_WRITE) >= budget,
    );
  }

  private apply(target: Target, event: StoredEvent): void | Promise<void> {
    if (target.skip && target.skip.eventId === event.eventId && target.skip.position === event.position) return;
    return applyEvent(target.projector, event, target.context);
  }

  /**
   * Commits a projector's pending writes with its checkpoint in one read-store commit, fenced by its lease: the
   * checkpoint key is the build's (`name_vN_…`), the lease the projector's, so the commit names the lease.
   */
  private commit(target: Target, position: number): Promise<ProjectionCommitted | null> {
    return this.store(target, position, target.context.drainWrites());
  }

  /**
   * Offline: drains the projector's writes and commits them while the batch goes on (and the next one is read and
   * applied), so the read store writes (in its write thread) while this thread applies events. The context answers
   * for the writes until the commit lands; one commit per projector runs at a time, which bounds the memory they hold.
   */
  private async commitBehind(target: Target, position: number): Promise<void> {
    await target.committing;
    const committing = this.store(target, position, target.context.drainWrites()).then(() => undefined);
    // Awaited by the next commit of the projector or at the end of the run; until then its failure is not unhandled.
    committing.catch(() => undefined);
    target.committing = committing;
    target.checkpoint = position;
  }

  private async store(
    target: Target,
    position: number,
    { writes, changes }: ReturnType<BatchContext['drainWrites']>,
  ): Promise<ProjectionCommitted | null> {
    const fence = target.lease ? { leaseEpoch: target.lease.epoch, lease: target.lease.name } : {};
    try {
      const startedAt = performance.now();
      await this.options.readStore.commit({ writes, checkpoint: { projector: target.build.checkpoint, position, ...fence } });
      if (writes.length >= 100) {
        const measured = (performance.now() - startedAt) / writes.length;
        // Up at once, down slowly: a commit slower than estimated (a full-text index merging its segments) sizes the
        // next ones, so one slow commit is not followed by another before the estimate has caught up.
        const estimate = target.msPerWrite;
        target.msPerWrite = estimate === null || measured > estimate ? measured : 0.9 * estimate + 0.1 * measured;
      }
    } catch (error) {
      target.context.reset();
      if (isLeaseLost(error)) {
        this.lose(target);
        return null;
      }
      throw error;
    }
    target.context.confirmed();
    target.checkpoint = position;
    target.persisted = position;
    target.persistedAt = performance.now();
    if (target.skip && position >= target.skip.position) target.skip = null;
    return { projector: target.projector.name, position, changes };
  }

  /**
   * The projector failed on the event at position `failedAt`: discards the batch's writes, reads again the batch's
   * events before it (the batch keeps no events in memory), applies them and commits them at the position of the last
   * one (a position the store returned), then records the failure.
   */
  private async failed(target: Target, types: readonly string[]): Promise<void> {
    const failedAt = target.failedAt as number;
    target.failedAt = null;
    target.context.reset();
    try {
      let last: number | undefined;
      for await (const event of this.options.eventStore.readAll({ from: target.checkpoint, to: failedAt, filter: { types }, batchSize: READ_PAGE })) {
        if (event.position >= failedAt) break;
        if (event.position <= target.checkpoint) continue;
        if (target.handles.has(event.type)) await this.apply(target, event);
        last = event.position;
      }
      if (last !== undefined) {
        const committed = await this.commit(target, last);
        if (committed && target.mode === 'active' && committed.changes.length > 0) this.publish([committed]);
      }
    } catch (error) {
      target.context.reset();
      if (isLeaseLost(error)) return;
      this.reportError(error, target.projector.name);
    }
    if (!this.targets.has(target.projector.name)) return;
    await this.setStatus(target, 'failed');
  }

  /** The projector reached the head: a new version becomes the active one (only its lease holder gets here). */
  private async caughtUp(target: Target): Promise<void> {
    // Offline, its last commit may still run: the state says "live" once the read models are.
    await target.committing;
    if (target.mode === 'building') {
      const retired = target.state.active;
      target.state = { ...target.state, active: target.build, building: null };
      target.mode = 'active';
      await this.saveState(target);
      await dropCollections(this.options.readStore, retired.collections, target.build.collections);
    }
    if (target.status !== 'live') await this.setStatus(target, 'live');
  }

  /** Takes lapsed or free leases, renews held ones, and drops the projectors whose lease another process took. */
  private async maintainLeases(force: boolean): Promise<void> {
    const now = performance.now();
    if (!force && now - this.lastLeaseCheck < this.settings.leaseTtlMs / 3) return;
    this.lastLeaseCheck = now;
    const { leases } = this.options;
    for (const projector of this.options.projectors) {
      const current = this.targets.get(projector.name);
      let lease: Lease | null = null;
      if (leases) {
        try {
          lease = await leases.acquire(projector.name, this.holder, this.settings.leaseTtlMs);
        } catch (error) {
          this.reportError(error, projector.name);
          continue;
        }
        if (!lease) {
          if (current) this.lose(current);
          continue;
        }
        if (current && current.lease?.epoch === lease.epoch) {
          current.lease = lease;
          continue;
        }
        if (current) this.lose(current);
      } else if (current) continue;
      await this.adopt(projector, lease);
    }
  }

  /** Starts leading a projector: plans its build (switches and drops happen here, under the lease) and loads its checkpoint. */
  private async adopt(projector: Projector, lease: Lease | null): Promise<void> {
    const { readStore } = this.options;
    const recorded = await loadProjectorState(readStore, projector.name);
    const { state, build, mode } = await planProjectorState(readStore, projector, recorded);
    const checkpoint = await readStore.checkpoint(build.checkpoint);
    const target = this.newTarget(projector, build, mode, checkpoint, lease, state);
    this.targets.set(projector.name, target);
    await this.saveState(target);
  }

  private newTarget(
    projector: Projector,
    build: ProjectorBuild,
    mode: 'active' | 'building',
    checkpoint: number,
    lease: Lease | null,
    state: ProjectorState,
  ): Target {
    return {
      projector,
      build,
      mode,
      context: new BatchContext(this.options.readStore, physicalNamesOf(projector, build.version), projector.clientOf, this.options.maxCachedBytes),
      checkpoint,
      persisted: checkpoint,
      persistedAt: performance.now(),
      status: mode === 'building' ? 'rebuilding' : 'catching-up',
      failure: null,
      skip: null,
      lease,
      state: { ...state, status: mode === 'building' ? 'rebuilding' : 'catching-up' },
      handles: new Set(projector.eventTypes),
      failedAt: null,
      lostInBatch: false,
      msPerWrite: null,
      committing: null,
    };
  }

  /** Another process leads the projector now: forget everything this process knew about it. */
  private lose(target: Target): void {
    target.context.reset();
    this.targets.delete(target.projector.name);
  }

  /** Carries out operator requests written by other processes and refreshes what is known of others' projectors. */
  private async poll(): Promise<void> {
    const now = performance.now();
    if (now - this.lastPoll < this.settings.pollIntervalMs) return;
    this.lastPoll = now;
    await this.flushIdleCheckpoints();
    for (const target of [...this.targets.values()]) {
      const name = target.projector.name;
      try {
        const request = await loadProjectorActionRequest(this.options.readStore, name);
        if (request && request.requestId !== target.state.handledRequestId) {
          const handling = request.action === 'rebuild' ? await this.restartBuild(target) : target;
          if (request.action === 'skip') this.skip(name);
          if (request.action === 'retry') this.retry(name);
          handling.state = { ...handling.state, handledRequestId: request.requestId };
          await this.saveState(handling);
        }
      } catch (error) {
        this.reportError(error, name);
      }
    }
    await this.observe();
  }

  /**
   * Starts the projector's build again from position 0 in emptied collections (queries see it fill up again). A
   * version being built beside the active one restarts; the active one then still serves until the switch.
   */
  private async restartBuild(target: Target): Promise<Target> {
    const { projector, mode, lease } = target;
    this.options.onRebuild?.();
    target.context.reset();
    const build = await startFreshBuild(this.options.readStore, projector);
    const state: ProjectorState = mode === 'building' ? { ...target.state, building: build } : { ...target.state, active: build };
    const restarted = this.newTarget(projector, build, mode, 0, lease, { ...state, failure: null });
    this.targets.set(projector.name, restarted);
    return restarted;
  }

  /** Stores the checkpoints that idle batches moved in memory only. */
  private async flushIdleCheckpoints(): Promise<void> {
    for (const target of [...this.targets.values()]) {
      if (target.checkpoint <= target.persisted || target.status === 'failed') continue;
      try {
        await this.commit(target, target.checkpoint);
      } catch (error) {
        this.reportError(error, target.projector.name);
      }
    }
  }

  private async observe(): Promise<void> {
    const { readStore } = this.options;
    for (const projector of this.options.projectors) {
      if (this.targets.has(projector.name)) continue;
      try {
        const state = await readStore.collection<ProjectorStateDoc>(PROJECTOR_STATE_COLLECTION).get(projector.name);
        const position = state ? await readStore.checkpoint((state.building ?? state.active).checkpoint) : 0;
        this.observed.set(projector.name, { state, position });
      } catch (error) {
        this.reportError(error, projector.name);
      }
    }
  }

  /** Wakes the loop at each append: in this process at once, from other processes at the store's poll. */
  private followAppends(): void {
    const { eventStore } = this.options;
    const types = [...new Set(this.options.projectors.flatMap((projector) => projector.eventTypes))];
    const follow = async () => {
      while (!this.stopping) {
        try {
          const subscription = eventStore.subscribe({ from: await eventStore.headPosition(), filter: { types } });
          this.wakeSubscription = subscription;
          if (this.stopping) await subscription.close();
          for await (const _event of subscription) this.wakeLoop();
        } catch (error) {
          if (!this.stopping) this.reportError(error, 'subscription');
        }
        if (!this.stopping) await new Promise((resolve) => setTimeout(resolve, this.settings.pollIntervalMs).unref());
      }
    };
    void follow();
  }

  private sleep(ms: number): Promise<void> {
    if (this.wakePending) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const awake = () => {
        clearTimeout(timer);
        this.wakeLoop = this.keepWake;
        resolve();
      };
      const timer = setTimeout(awake, ms);
      this.wakeLoop = awake;
    });
  }

  /**
   * Whether a projector's active read models reflect every event up to `position` it handles; false when it failed.
   * Led here: its checkpoint says so (idle batches move it too). Led elsewhere: the stored checkpoint, or, while its
   * leader is live, no event of its types between that checkpoint and `position` (the range an idle flush lags by).
   */
  private async hasReached(projector: Projector, position: number): Promise<boolean | undefined> {
    const { readStore, eventStore } = this.options;
    const target = this.targets.get(projector.name);
    if (target) {
      if (target.status === 'failed') return false;
      // A new version is 'rebuilding' until its switch is done (the retired version's collections dropped).
      return (target.mode === 'active' && target.status !== 'rebuilding' && target.checkpoint >= position) || undefined;
    }
    const state = await readStore.collection<ProjectorStateDoc>(PROJECTOR_STATE_COLLECTION).get(projector.name);
    if (!state) return undefined;
    if (state.status === 'failed') return false;
    if (state.building) return undefined;
    const checkpoint = await readStore.checkpoint(state.active.checkpoint);
    if (checkpoint >= position) return true;
    if (state.status !== 'live' || (await eventStore.headPosition()) < position) return undefined;
    for await (const _event of eventStore.readAll({ from: checkpoint, to: position, filter: { types: projector.eventTypes }, batchSize: 1 })) {
      return undefined;
    }
    return true;
  }

  private async setStatus(target: Target, status: ProjectorStatusName): Promise<void> {
    target.status = status;
    this.wakeWaiters();
    await this.saveState(target);
  }

  private async saveState(target: Target): Promise<void> {
    target.state = { ...target.state, status: target.status, failure: target.failure };
    try {
      await saveProjectorState(this.options.readStore, target.state);
    } catch (error) {
      this.reportError(error, target.projector.name);
    }
  }

  private publish(commits: ProjectionCommitted[]): void {
    if (commits.length === 0) return;
    for (const listener of this.batchListeners) listener(commits);
    for (const committed of commits) for (const listener of this.listeners) listener(committed);
  }

  private wakeWaiters(): void {
    const waiters = this.progressWaiters;
    this.progressWaiters = [];
    for (const wake of waiters) wake();
  }

  private reportError(error: unknown, projector: string): void {
    if (this.options.onError) this.options.onError(error, projector);
    else console.error(`Projection engine (${projector}):`, error);
  }

  private projectorOf(name: string): Projector {
    const projector = this.options.projectors.find((candidate) => candidate.name === name);
    if (!projector) throw new Error(`Unknown projector "${name}"`);
    return projector;
  }
}

function failureOf(error: unknown, checkpoint: number): ProjectorFailure {
  if (error instanceof ProjectionHandlerError) {
    const { event } = error;
    return { position: event.position, eventId: event.eventId, type: event.type, error: messageOf(error.cause) };
  }
  return { position: checkpoint, eventId: null, type: null, error: messageOf(error) };
}

/** Makes a build the active one in the store and drops the collections it replaces. */
async function recordActive(store: ReadStore, projector: Projector, build: ProjectorBuild): Promise<void> {
  const previous = await loadProjectorState(store, projector.name);
  const replaced = [...(previous?.active.collections ?? []), ...(previous?.building?.collections ?? [])];
  await saveProjectorState(store, {
    name: projector.name,
    active: build,
    building: null,
    status: 'live',
    failure: null,
    handledRequestId: previous?.handledRequestId ?? null,
  });
  await dropCollections(store, replaced, build.collections);
}
