import type { EventStore, StoredEvent } from '@receptionist/event-store';
import type { CollectionDefinition, ReadStore } from '@receptionist/read-store';
import { DocumentCache } from '../document-cache';
import { EventLoopSlices, yieldToEventLoop } from '../yield-to-event-loop';
import { LeasedRounds } from './leased-rounds';
import { ProcessManagerState } from './process-manager-state';

export interface ProcessManagerDefinition {
  /** Its checkpoint key and lease name (never a projector's: `npm run replay` does not reset it). */
  name: string;
  /** Its own state, committed with its checkpoint. */
  collections: readonly CollectionDefinition[];
  /** The event types it handles, when it handles only a few: it then reads only those from the log. */
  eventTypes?: readonly string[];
  /**
   * The event types it folds from the history older than its first start, when it reacts to more types than it folds
   * (`handle` with `react` false): it then reads only those up to the first start, however long the history is.
   */
  historyEventTypes?: readonly string[];
}

/** Each process manager's documents kept across batches (a client's or a day's state is a few hundred bytes). */
const KNOWN_DOCUMENTS_BYTES = 4 * 1024 * 1024;

export interface ProcessManagerOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  leaseTtlMs?: number;
  batchSize?: number;
}

/**
 * A process manager (ARCHITECTURE.md §9): follows the log from its own checkpoint, folding its state batch by batch
 * and committing it with the checkpoint. One process leads it (lease, renewed before each batch), and a stale
 * leader's commit is refused (lease epoch). A subclass says what each event means (`handle`) and what is due by the
 * clock after each catch-up (`afterCatchUp`).
 */
export abstract class ProcessManager {
  readonly #definition: ProcessManagerDefinition;
  readonly #options: ProcessManagerOptions;
  readonly #rounds: LeasedRounds<boolean>;
  readonly #batchSize: number;
  #prepared: Promise<number> | undefined;
  /**
   * Its documents as read or committed, across batches: the leader is their only writer. Forgotten when the lease
   * changes hands (another leader may have written meanwhile), and when a commit fails: one whose answer was lost may
   * have been applied all the same.
   */
  readonly #known = new DocumentCache(KNOWN_DOCUMENTS_BYTES);
  #knownEpoch: number | undefined;

  protected constructor(definition: ProcessManagerDefinition, options: ProcessManagerOptions) {
    this.#definition = definition;
    this.#options = options;
    this.#batchSize = options.batchSize ?? 500;
    this.#rounds = new LeasedRounds({ readStore: options.readStore, name: definition.name, ttlMs: options.leaseTtlMs }, () => this.#round());
  }

  /**
   * Each event in log order. `react` is false for history older than the process manager's first start: such facts
   * only build its state (no mail, no delivery for what happened before it existed).
   */
  protected abstract handle(event: StoredEvent, state: ProcessManagerState, react: boolean): Promise<void>;

  /** Work due by the clock after each catch-up (summaries, retries); true when it appended events to catch up with. */
  protected afterCatchUp(): Promise<boolean> {
    return Promise.resolve(false);
  }

  /** True while this instance holds the lease (renewing it); work done outside a batch checks it first. */
  protected async leads(): Promise<boolean> {
    return (await this.#rounds.lead()) !== null;
  }

  /** One round: take (or renew) the lease, catch up, do the work due, catch up with it. False when another process leads. */
  runOnce(): Promise<boolean> {
    return this.#rounds.runOnce();
  }

  /** Runs a round every `intervalMs` until `stop()`. */
  start(intervalMs: number, onError: (error: unknown) => void): void {
    this.#rounds.start(intervalMs, onError);
  }

  stop(): Promise<void> {
    return this.#rounds.stop();
  }

  async #round(): Promise<boolean> {
    const reactAfter = await this.#prepare();
    if ((await this.#rounds.lead()) === null) return false;
    await this.#catchUp(reactAfter);
    if (this.#rounds.stopping) return true;
    if (await this.afterCatchUp()) await this.#catchUp(reactAfter);
    return true;
  }

  /** Defines its collections; on the very first start, remembers the head: older history only builds state. */
  #prepare(): Promise<number> {
    this.#prepared ??= (async () => {
      const { readStore, eventStore } = this.#options;
      const key = `${this.#definition.name}:raise_after`;
      for (const collection of this.#definition.collections) await readStore.defineCollection(collection);
      const stored = await readStore.readState<{ position: number }>(key);
      if (stored) return stored.value.position;
      const head = await eventStore.headPosition();
      await readStore.writeState(key, { position: head }, 0);
      return (await readStore.readState<{ position: number }>(key))?.value.position ?? head;
    })();
    return this.#prepared;
  }

  /**
   * Batch after batch, giving way to the event loop between them and within them (after each slice of work, and before
   * the commit): a first start far behind must not stall the API. A shutdown ends it after the batch under way (the
   * next round resumes from the checkpoint).
   */
  async #catchUp(reactAfter: number): Promise<void> {
    for (;;) {
      if (this.#rounds.stopping) return;
      const epoch = await this.#rounds.lead();
      if (epoch === null || !(await this.#processBatch(epoch, reactAfter))) return;
      await yieldToEventLoop();
    }
  }

  /** One batch, committed with its checkpoint; false when there was nothing left to read. */
  async #processBatch(epoch: number, reactAfter: number): Promise<boolean> {
    const { eventStore, readStore } = this.#options;
    const { name, eventTypes, historyEventTypes } = this.#definition;
    const from = await readStore.checkpoint(name);
    if (epoch !== this.#knownEpoch) {
      this.#known.clear();
      this.#knownEpoch = epoch;
    }
    const state = new ProcessManagerState(readStore, this.#known);
    let last = from;
    let count = 0;
    const inHistory = historyEventTypes !== undefined && from < reactAfter;
    const types = inHistory ? historyEventTypes : eventTypes;
    const slices = new EventLoopSlices();
    for await (const event of eventStore.readAll({
      from,
      to: inHistory ? reactAfter : undefined,
      batchSize: this.#batchSize,
      filter: types && { types: [...types] },
    })) {
      await this.handle(event, state, event.position > reactAfter);
      last = event.position;
      if (++count >= this.#batchSize) break;
      await slices.afterStep();
    }
    // The rest of the history holds none of the types it folds: on from the first start (a position the store gave).
    if (inHistory && count < this.#batchSize) last = reactAfter;
    if (last === from) return false;
    await slices.giveWay();
    try {
      await readStore.commit({ writes: state.writes(), checkpoint: { projector: name, position: last, leaseEpoch: epoch, lease: name } });
    } catch (error) {
      this.#known.clear();
      throw error;
    }
    state.committed();
    return true;
  }
}
