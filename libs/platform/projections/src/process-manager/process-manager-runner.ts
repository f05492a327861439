import type { EventStore, StoredEvent } from '@receptionist/event-store';
import type { CollectionDefinition, ReadStore } from '@receptionist/read-store';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { ProcessManagerState } from './process-manager-state';

/** What a process manager does with the log; the runner brings the lease, the checkpoint and the rounds. */
export interface ProcessManagerDefinition {
  /** Its checkpoint key and lease name (never a projector's: `npm run replay` does not reset it). */
  name: string;
  /** Its own state, committed with its checkpoint. */
  collections: readonly CollectionDefinition[];
  /**
   * Each event in log order. `react` is false for history older than the process manager's first start: such facts
   * only build its state (no mail, no delivery for what happened before it existed).
   */
  handle(event: StoredEvent, state: ProcessManagerState, react: boolean): Promise<void>;
  /** Work due by the clock after each catch-up (summaries, retries); true when it appended events to catch up with. */
  afterCatchUp?(): Promise<boolean>;
}

export interface ProcessManagerRunnerOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  leaseTtlMs?: number;
  batchSize?: number;
}

/**
 * Runs a process manager (ARCHITECTURE.md §9): follows the log from its own checkpoint, folding its state batch by
 * batch and committing it with the checkpoint. One process leads it (lease, renewed before each batch), and a stale
 * leader's commit is refused (lease epoch). Rounds of one instance run one after another.
 */
export class ProcessManagerRunner {
  private readonly holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly leaseTtlMs: number;
  private readonly batchSize: number;
  private prepared: Promise<number> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;
  private rounds: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly definition: ProcessManagerDefinition,
    private readonly options: ProcessManagerRunnerOptions,
  ) {
    this.leaseTtlMs = options.leaseTtlMs ?? 15_000;
    this.batchSize = options.batchSize ?? 500;
  }

  /** One round: take (or renew) the lease, catch up, do the work due, catch up with it. False when another process leads. */
  runOnce(): Promise<boolean> {
    const round = this.rounds.then(() => this.round());
    this.rounds = round.catch(() => undefined);
    return round;
  }

  /** Runs a round every `intervalMs` until `stop()`. */
  start(intervalMs: number, onError: (error: unknown) => void): void {
    const loop = () => {
      if (this.stopped) return;
      this.running = this.runOnce()
        .catch(onError)
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(loop, intervalMs);
        });
    };
    loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await this.options.readStore.releaseLease(this.definition.name, this.holder).catch(() => undefined);
  }

  /** True while this instance holds the lease (renewing it); work done outside a batch checks it first. */
  async leads(): Promise<boolean> {
    return (await this.lead()) !== null;
  }

  private async round(): Promise<boolean> {
    const reactAfter = await this.prepare();
    if ((await this.lead()) === null) return false;
    await this.catchUp(reactAfter);
    if (this.definition.afterCatchUp && (await this.definition.afterCatchUp())) await this.catchUp(reactAfter);
    return true;
  }

  private async lead(): Promise<number | null> {
    const lease = await this.options.readStore.tryAcquireLease({
      projector: this.definition.name,
      holder: this.holder,
      ttlMs: this.leaseTtlMs,
      nowMs: Date.now(),
    });
    return lease?.epoch ?? null;
  }

  /** Defines its collections; on the very first start, remembers the head: older history only builds state. */
  private prepare(): Promise<number> {
    this.prepared ??= (async () => {
      const { readStore, eventStore } = this.options;
      const key = `${this.definition.name}:raise_after`;
      for (const collection of this.definition.collections) await readStore.defineCollection(collection);
      const stored = await readStore.readState<{ position: number }>(key);
      if (stored) return stored.value.position;
      const head = await eventStore.headPosition();
      await readStore.writeState(key, { position: head }, 0);
      return (await readStore.readState<{ position: number }>(key))?.value.position ?? head;
    })();
    return this.prepared;
  }

  private async catchUp(reactAfter: number): Promise<void> {
    for (;;) {
      const epoch = await this.lead();
      if (epoch === null || (await this.processBatch(epoch, reactAfter)) === 0) return;
    }
  }

  private async processBatch(epoch: number, reactAfter: number): Promise<number> {
    const { eventStore, readStore } = this.options;
    const { name } = this.definition;
    const from = await readStore.checkpoint(name);
    const state = new ProcessManagerState(readStore);
    let last = from;
    let count = 0;
    for await (const event of eventStore.readAll({ from, batchSize: this.batchSize })) {
      await this.definition.handle(event, state, event.position > reactAfter);
      last = event.position;
      if (++count >= this.batchSize) break;
    }
    if (count === 0) return 0;
    await readStore.commit({ writes: state.writes(), checkpoint: { projector: name, position: last, leaseEpoch: epoch, lease: name } });
    return count;
  }
}
