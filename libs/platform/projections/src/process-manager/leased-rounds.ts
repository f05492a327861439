import type { ReadStore } from '@receptionist/read-store';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

export interface LeasedRoundsOptions {
  readStore: ReadStore;
  /** The lease's name (never a projector's). */
  name: string;
  ttlMs?: number;
}

/**
 * Rounds of one background job that one process leads at a time (a lease in the read store, renewed by `lead()`):
 * the rounds of an instance run one after another, whether the loop or a test's `runOnce` asks, and `stop()` waits
 * for the round under way and hands the lease back.
 */
export class LeasedRounds<Result> {
  private readonly holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly ttlMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;
  private rounds: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly options: LeasedRoundsOptions,
    private readonly round: () => Promise<Result>,
  ) {
    this.ttlMs = options.ttlMs ?? 15_000;
  }

  runOnce(): Promise<Result> {
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

  /** True once `stop()` was called: a long round ends at its next step instead of holding up the shutdown. */
  get stopping(): boolean {
    return this.stopped;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await this.options.readStore.releaseLease(this.options.name, this.holder).catch(() => undefined);
  }

  /** Takes or renews the lease: its epoch while this instance leads, null while another does. */
  async lead(): Promise<number | null> {
    const lease = await this.options.readStore.tryAcquireLease({
      projector: this.options.name,
      holder: this.holder,
      ttlMs: this.ttlMs,
      nowMs: Date.now(),
    });
    return lease?.epoch ?? null;
  }
}
