import type { EventStore, StoredEvent } from '@receptionist/event-store';
import type { ReadStore } from '@receptionist/read-store';
import { applyEvent, messageOf, ProjectionHandlerError } from './apply-event';
import { BatchContext, type DocumentChange } from './batch-context';
import type { LiveTail, TailFollower } from './live-tail';
import { physicalNamesOf, type Projector } from './projector';
import type { ProjectorBuild, ProjectorFailure, ProjectorStatusName } from './projector-state.store';

export interface WorkerHooks {
  statusChanged(worker: ProjectorWorker): Promise<void>;
  committed(worker: ProjectorWorker, changes: DocumentChange[]): void;
  /** A worker building a new version reached the head: the runner switches queries to it. */
  caughtUp(worker: ProjectorWorker): Promise<void>;
}

export interface WorkerDependencies {
  eventStore: EventStore;
  readStore: ReadStore;
  batchSize: number;
  hooks: WorkerHooks;
  /** The runner's shared live subscription. */
  tail: LiveTail;
}

const STOPPED = Symbol('stopped');

/** Applies one projector build's events: catch-up in batches from its checkpoint, then live from the shared tail. */
export class ProjectorWorker implements TailFollower {
  status: ProjectorStatusName;
  failure: ProjectorFailure | null = null;
  private readonly context: BatchContext;
  private readonly filter: { types: readonly string[] };
  private readonly handledTypes: ReadonlySet<string>;
  private pendingEvents = 0;
  private lastApplied = 0;
  private skipPosition: number | null = null;
  private stopping = false;
  private signalStop: () => void = () => undefined;
  private stopped: Promise<typeof STOPPED> = new Promise(() => undefined);
  private running: Promise<void> = Promise.resolve();
  private lock: Promise<unknown> = Promise.resolve();
  /** Set while following the tail: ends the live phase with the error. */
  private failLive: ((error: unknown) => void) | undefined;

  constructor(
    readonly projector: Projector,
    readonly build: ProjectorBuild,
    /** `building` until a new version has caught up and been switched in. */
    public mode: 'active' | 'building',
    /** The committed checkpoint. */
    public position: number,
    private readonly deps: WorkerDependencies,
  ) {
    this.context = new BatchContext(deps.readStore, physicalNamesOf(projector, build.version));
    this.filter = { types: projector.eventTypes };
    this.handledTypes = new Set(projector.eventTypes);
    this.status = mode === 'building' ? 'rebuilding' : 'catching-up';
  }

  start(): void {
    this.stopping = false;
    this.stopped = new Promise((resolve) => (this.signalStop = () => resolve(STOPPED)));
    this.running = this.run();
  }

  /** Finishes and commits the batch in progress, then stops. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.signalStop();
    await this.running;
    await this.lock;
  }

  receive(events: readonly StoredEvent[]): Promise<void> {
    return this.exclusively(async () => {
      if (this.failLive && !this.stopping) await this.applyLive(events);
    }).catch((error: unknown) => this.tailFailed(error));
  }

  tailFailed(error: unknown): void {
    const fail = this.failLive;
    this.failLive = undefined;
    fail?.(error);
  }

  retry(): boolean {
    if (this.status !== 'failed' || this.stopping) return false;
    this.failure = null;
    this.start();
    return true;
  }

  /** Retries, passing over the event that failed; the checkpoint moves past it with the next commit. */
  skip(): boolean {
    if (this.status !== 'failed' || !this.failure?.eventId) return this.retry();
    this.skipPosition = this.failure.position;
    return this.retry();
  }

  /**
   * True when the projector's read models reflect every event up to `position` that concerns it. Events it does
   * not handle do not hold it back.
   */
  async hasReached(position: number): Promise<boolean> {
    if (this.mode !== 'active' || this.status === 'failed') return false;
    if (this.position >= position) return true;
    const head = await this.deps.eventStore.headPosition();
    return head >= position && !(await this.hasEventsBetween(this.position, position));
  }

  /** While live and idle, moves the checkpoint to the head when no event in between concerns this projector. */
  advanceIdle(): Promise<void> {
    return this.exclusively(async () => {
      if (this.status !== 'live' || this.stopping) return;
      const head = await this.deps.eventStore.headPosition();
      if (head > this.position && !(await this.hasEventsBetween(this.position, head))) await this.commit(head);
    });
  }

  private async run(): Promise<void> {
    try {
      await this.setStatus(this.mode === 'building' ? 'rebuilding' : 'catching-up');
      await this.catchUp();
      if (this.stopping) return;
      if (this.mode === 'building') {
        await this.deps.hooks.caughtUp(this);
        this.mode = 'active';
      }
      await this.setStatus('live');
      await this.followLive();
    } catch (error) {
      this.context.reset();
      this.pendingEvents = 0;
      if (error instanceof ProjectionHandlerError) await this.applyUpTo(error.event.position - 1);
      this.failure = failureOf(error, this.position);
      await this.setStatus('failed');
    }
  }

  /** After a failure discarded the batch: applies and commits what came before the failed event, if it can. */
  private async applyUpTo(position: number): Promise<void> {
    try {
      const events = this.deps.eventStore.readAll({ from: this.position, to: position, filter: this.filter });
      for await (const event of events) {
        const applying = this.apply(event);
        if (applying) await applying;
      }
      await this.commit(position);
    } catch {
      this.context.reset();
      this.pendingEvents = 0;
    }
  }

  /** Applies and commits, in batches, the events from the checkpoint up to `to` (default: the head now). */
  private async catchUp(to?: number): Promise<void> {
    const head = to ?? (await this.deps.eventStore.headPosition());
    if (head <= this.position) return;
    const { batchSize } = this.deps;
    for await (const event of this.deps.eventStore.readAll({ from: this.position, to: head, filter: this.filter, batchSize })) {
      const applying = this.apply(event);
      if (applying) await applying;
      if (this.pendingEvents >= batchSize) await this.commit(event.position);
      if (this.stopping) break;
    }
    await this.commit(this.stopping ? this.lastApplied : head);
  }

  /** Catches up to where the shared tail is, joins it, and follows it until stopped or a batch fails. */
  private async followLive(): Promise<void> {
    const { tail } = this.deps;
    while (!tail.join(this, this.position)) {
      await this.exclusively(() => this.catchUp(tail.position));
      if (this.stopping) return;
    }
    const failed = new Promise<never>((_resolve, reject) => (this.failLive = reject));
    try {
      await Promise.race([this.stopped, failed]);
    } finally {
      this.failLive = undefined;
      tail.leave(this);
    }
  }

  /** Applies a tail batch's events that concern this projector and are past its checkpoint, then commits. */
  private async applyLive(events: readonly StoredEvent[]): Promise<void> {
    for (const event of events) {
      if (event.position <= this.position || !this.handledTypes.has(event.type)) continue;
      const applying = this.apply(event);
      if (applying) await applying;
    }
    await this.commit(this.lastApplied);
  }

  private apply(event: StoredEvent): void | Promise<void> {
    this.lastApplied = event.position;
    this.pendingEvents++;
    if (event.position === this.skipPosition) return;
    return applyEvent(this.projector, event, this.context);
  }

  private async commit(position: number): Promise<void> {
    if (position <= this.position) return;
    const { writes, changes } = this.context.drainWrites();
    await this.deps.readStore.commit({ projector: this.build.checkpoint, position, writes });
    this.position = position;
    this.pendingEvents = 0;
    if (this.skipPosition !== null && position >= this.skipPosition) this.skipPosition = null;
    this.deps.hooks.committed(this, changes);
  }

  private async hasEventsBetween(after: number, upTo: number): Promise<boolean> {
    for await (const _event of this.deps.eventStore.readAll({ from: after, to: upTo, filter: this.filter, batchSize: 1 })) {
      return true;
    }
    return false;
  }

  private async setStatus(status: ProjectorStatusName): Promise<void> {
    this.status = status;
    await this.deps.hooks.statusChanged(this);
  }

  private exclusively<T>(work: () => Promise<T>): Promise<T> {
    const result = this.lock.then(work);
    this.lock = result.catch(() => undefined);
    return result;
  }
}

function failureOf(error: unknown, checkpoint: number): ProjectorFailure {
  if (error instanceof ProjectionHandlerError) {
    const { event } = error;
    return { position: event.position, eventId: event.eventId, type: event.type, error: messageOf(error.cause) };
  }
  return { position: checkpoint, eventId: null, type: null, error: messageOf(error) };
}
