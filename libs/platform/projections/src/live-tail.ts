import type { EventFilter, EventStore, EventSubscription, StoredEvent } from '@receptionist/event-store';

/** A projector worker that follows the shared tail once it has caught up. */
export interface TailFollower {
  /** Applies the events of the batch that concern it and commits. Never rejects: a failure is the follower's own. */
  receive(events: readonly StoredEvent[]): Promise<void>;
  /** The tail's subscription failed: the follower has been dropped and must stop following. */
  tailFailed(error: unknown): void;
}

const IDLE = Symbol('idle');
const STOPPED = Symbol('stopped');

/**
 * One subscription for all live projectors of a runner: each new event is read once (filtered to the union of the
 * projectors' event types) and handed, in batches, to every projector that has joined. Projectors catching up or
 * rebuilding read the log on their own until they have reached `position`, then join. The next batch is read only
 * when every follower has committed the previous one, so a slow projector slows the tail instead of queueing memory.
 */
export class LiveTail {
  /** Every follower has been handed every matching event up to here; undefined until the first follower joins. */
  position: number | undefined;
  private readonly followers = new Set<TailFollower>();
  private subscription: EventSubscription | undefined;
  private running: Promise<void> = Promise.resolve();
  private signalStop: () => void = () => undefined;

  constructor(
    private readonly eventStore: EventStore,
    private readonly filter: EventFilter,
    private readonly batchSize: number,
  ) {}

  /**
   * Adds a follower whose read models reflect every event up to `from`. Refused (false) while `from` is behind
   * `position`: the follower catches up to `position` by itself and tries again.
   */
  join(follower: TailFollower, from: number): boolean {
    if (this.position !== undefined && from < this.position) return false;
    if (!this.subscription) this.follow(from);
    this.followers.add(follower);
    return true;
  }

  leave(follower: TailFollower): void {
    this.followers.delete(follower);
  }

  /** Ends the subscription after the batch in progress (stop the followers first). */
  async stop(): Promise<void> {
    this.signalStop();
    await this.running;
  }

  private follow(from: number): void {
    const subscription = this.eventStore.subscribe({ from, filter: this.filter });
    const stopped = new Promise<typeof STOPPED>((resolve) => (this.signalStop = () => resolve(STOPPED)));
    this.subscription = subscription;
    this.position = from;
    this.running = this.dispatch(subscription, stopped).then(
      () => this.end(subscription),
      async (error: unknown) => {
        const dropped = [...this.followers];
        await this.end(subscription);
        for (const follower of dropped) follower.tailFailed(error);
      },
    );
  }

  /** Forgets the subscription at once, so that the next follower to join starts a new one. */
  private end(subscription: EventSubscription): Promise<void> {
    this.followers.clear();
    this.subscription = undefined;
    this.position = undefined;
    return subscription.close();
  }

  private async dispatch(subscription: EventSubscription, stopped: Promise<typeof STOPPED>): Promise<void> {
    const iterator = subscription[Symbol.asyncIterator]();
    let next = iterator.next();
    for (;;) {
      const first = await Promise.race([next, stopped]);
      if (first === STOPPED) return;
      if (first.done) throw new Error('The event subscription ended');
      const batch = [first.value];
      next = iterator.next();
      // Whatever else is already available joins the batch; a lone event waits one setImmediate at most.
      const idle = new Promise<typeof IDLE>((resolve) => setImmediate(resolve, IDLE));
      while (batch.length < this.batchSize) {
        const result = await Promise.race([next, idle]);
        if (result === IDLE || result.done) break;
        batch.push(result.value);
        next = iterator.next();
      }
      this.position = batch[batch.length - 1].position;
      await Promise.all([...this.followers].map((follower) => follower.receive(batch)));
    }
  }
}
