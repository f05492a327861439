import type { EventStore } from '@receptionist/event-store';
import type { Doc, ReadCollection, ReadStore } from '@receptionist/read-store';
import type { DocumentChange } from './batch-context';
import { LiveTail } from './live-tail';
import { physicalCollectionName, type Projector } from './projector';
import { dropCollections, planProjectorState } from './projector-builds';
import {
  loadProjectorActionRequest,
  loadProjectorState,
  saveProjectorState,
  type ProjectorFailure,
  type ProjectorState,
  type ProjectorStatusName,
} from './projector-state.store';
import { ProjectorWorker, type WorkerHooks } from './projector-worker';
import { collectionOwners, type ReadModels } from './read-models';
import { waitForProgress } from './wait-for-progress';

export interface ProjectionRunnerOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  projectors: readonly Projector[];
  /** Events applied per commit at most (default 1000). */
  batchSize?: number;
  /** How often operator requests are read and idle checkpoints advanced (default 1000 ms). */
  pollIntervalMs?: number;
  /** Called when recording state or polling fails; the runner carries on. Default: console.error. */
  onError?: (error: unknown, projector: string) => void;
}

const DEFAULT_BATCH_SIZE = 1000;

export interface ProjectorStatus {
  name: string;
  /** The version in the code, which the runner builds. */
  version: number;
  /** The version queries read (older than `version` while rebuilding). */
  activeVersion: number;
  status: ProjectorStatusName;
  /** The committed checkpoint of the build in progress. */
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

/**
 * Runs every projector of the process, each from its own checkpoint; one failing projector stops only itself.
 * Live projectors share one subscription (the tail) instead of each reading every new event.
 */
export class ProjectionRunner implements ReadModels {
  private readonly owners: Map<string, Projector>;
  private readonly tail: LiveTail;
  private readonly workers = new Map<string, ProjectorWorker>();
  private readonly states = new Map<string, ProjectorState>();
  private readonly listeners = new Set<(committed: ProjectionCommitted) => void>();
  private progressWaiters: Array<() => void> = [];
  private pollTimer: NodeJS.Timeout | undefined;
  private polling = false;

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.owners = collectionOwners(options.projectors);
    const names = new Set(options.projectors.map((projector) => projector.name));
    if (names.size !== options.projectors.length) throw new Error('Projector names must be unique');
    const types = new Set(options.projectors.flatMap((projector) => projector.eventTypes));
    this.tail = new LiveTail(options.eventStore, { types: [...types] }, options.batchSize ?? DEFAULT_BATCH_SIZE);
  }

  async start(): Promise<void> {
    const { readStore, eventStore, batchSize = DEFAULT_BATCH_SIZE } = this.options;
    const hooks = this.hooks();
    for (const projector of this.options.projectors) {
      const recorded = await loadProjectorState(readStore, projector.name);
      const { state, build, mode } = await planProjectorState(readStore, projector, recorded);
      this.states.set(projector.name, state);
      const position = await readStore.checkpoint(build.checkpoint);
      this.workers.set(projector.name, new ProjectorWorker(projector, build, mode, position, { eventStore, readStore, batchSize, hooks, tail: this.tail }));
    }
    for (const worker of this.workers.values()) worker.start();
    this.pollTimer = setInterval(() => void this.poll(), this.options.pollIntervalMs ?? 1000);
    this.pollTimer.unref();
  }

  /** Commits the batches in progress and stops every projector. */
  async stop(): Promise<void> {
    clearInterval(this.pollTimer);
    await Promise.all([...this.workers.values()].map((worker) => worker.stop()));
    await this.tail.stop();
  }

  status(): ProjectorStatus[] {
    return [...this.workers.values()].map((worker) => ({
      name: worker.projector.name,
      version: worker.projector.version,
      activeVersion: this.stateOf(worker.projector.name).active.version,
      status: worker.status,
      position: worker.position,
      failure: worker.failure,
    }));
  }

  collection<T extends Doc = Doc>(logicalName: string): ReadCollection<T> {
    const owner = this.owners.get(logicalName);
    if (!owner) throw new Error(`No projector declares collection "${logicalName}"`);
    const activeVersion = this.stateOf(owner.name).active.version;
    return this.options.readStore.collection<T>(physicalCollectionName(logicalName, activeVersion));
  }

  /**
   * Resolves true once the projectors' active read models reflect every event up to `position` that concerns them;
   * false after the timeout (default 5 s) or as soon as one of them has failed.
   */
  async waitFor(position: number, { projectors, timeoutMs = 5000 }: WaitForOptions = {}): Promise<boolean> {
    const workers = projectors ? projectors.map((name) => this.workerOf(name)) : [...this.workers.values()];
    return waitForProgress({
      timeoutMs,
      nextProgress: () => new Promise<void>((resolve) => this.progressWaiters.push(resolve)),
      check: async () => {
        if (workers.some((worker) => worker.status === 'failed')) return false;
        const reached = await Promise.all(workers.map((worker) => worker.hasReached(position)));
        return reached.every(Boolean) || undefined;
      },
    });
  }

  /** Applies the failed event again (after a fix or a transient error). False when the projector had not failed. */
  retry(name: string): boolean {
    return this.workerOf(name).retry();
  }

  /** Passes over the failed event and carries on. False when the projector had not failed. */
  skip(name: string): boolean {
    return this.workerOf(name).skip();
  }

  /** Listens to commits of active projectors; returns the unsubscribe function. */
  onCommitted(listener: (committed: ProjectionCommitted) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private hooks(): WorkerHooks {
    return {
      statusChanged: async (worker) => {
        this.wakeWaiters();
        await this.saveState(worker.projector.name, { status: worker.status, failure: worker.failure });
      },
      committed: (worker, changes) => {
        this.wakeWaiters();
        if (worker.mode !== 'active') return;
        const committed = { projector: worker.projector.name, position: worker.position, changes };
        for (const listener of this.listeners) listener(committed);
      },
      caughtUp: async (worker) => {
        const retired = this.stateOf(worker.projector.name).active;
        await this.saveState(worker.projector.name, { active: worker.build, building: null });
        await dropCollections(this.options.readStore, retired.collections, worker.build.collections);
      },
    };
  }

  private async saveState(name: string, change: Partial<ProjectorState>): Promise<void> {
    const state = { ...this.stateOf(name), ...change };
    this.states.set(name, state);
    try {
      await saveProjectorState(this.options.readStore, state);
    } catch (error) {
      this.reportError(error, name);
    }
  }

  /** Carries out operator requests written by other processes and advances idle checkpoints. */
  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    for (const worker of this.workers.values()) {
      const name = worker.projector.name;
      try {
        await worker.advanceIdle();
        const request = await loadProjectorActionRequest(this.options.readStore, name);
        if (request && request.requestId !== this.stateOf(name).handledRequestId) {
          if (request.action === 'skip') worker.skip();
          else worker.retry();
          await this.saveState(name, { handledRequestId: request.requestId });
        }
      } catch (error) {
        this.reportError(error, name);
      }
    }
    this.polling = false;
  }

  private wakeWaiters(): void {
    const waiters = this.progressWaiters;
    this.progressWaiters = [];
    for (const wake of waiters) wake();
  }

  private reportError(error: unknown, projector: string): void {
    if (this.options.onError) this.options.onError(error, projector);
    else console.error(`Projection runner (${projector}):`, error);
  }

  private workerOf(name: string): ProjectorWorker {
    const worker = this.workers.get(name);
    if (!worker) throw new Error(`Unknown projector "${name}"`);
    return worker;
  }

  private stateOf(name: string): ProjectorState {
    const state = this.states.get(name);
    if (!state) throw new Error(`Projection runner has not started projector "${name}"`);
    return state;
  }
}
