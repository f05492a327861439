import type { AllStreamResolvedEvent, AllStreamSubscription, Filter, KurrentDBClient, Position } from '@kurrent/kurrentdb-client';
import { START } from '@kurrent/kurrentdb-client';
import { matchesEventFilter } from '../event-envelope';
import type { EventFilter, EventSubscription, StoredEvent, SubscriptionStatus } from '../event-store.port';
import { type Backoff, delayFor, isTransient, messageOf, sleep } from './kurrentdb-errors';
import { serverPosition, toReadPosition, toStoredEvent } from './kurrentdb-mapping';

interface ResubscribingOptions {
  client: KurrentDBClient;
  from: number | undefined;
  /** Checked on our side (the server filter is one-dimensional). */
  filter: EventFilter;
  serverFilter: Filter;
  backoff: Backoff;
}

/**
 * A `subscribeToAll` that survives connection loss. The client's subscription is a stream that errors with
 * UnavailableError when the connection drops (dist/streams/utils/Subscription.js: `on("error")` →
 * `convertToCommandError`), and ends for good. This one then waits (exponential backoff, capped) and subscribes again
 * from the position of the last event it delivered, exactly as the server returned it; it ends only on `close()` or on
 * an error a retry cannot fix (access denied, ...), which it throws as is (a typed client error).
 */
export class ResubscribingSubscription implements EventSubscription {
  private closed = false;
  private current: AllStreamSubscription | undefined;
  private state: SubscriptionStatus = { state: 'live', attempts: 0 };
  private wakeOnClose!: () => void;
  private readonly closedSignal = new Promise<void>((resolve) => (this.wakeOnClose = resolve));

  constructor(private readonly options: ResubscribingOptions) {}

  status(): SubscriptionStatus {
    return this.closed ? { ...this.state, state: 'closed' } : { ...this.state };
  }

  async *[Symbol.asyncIterator](): AsyncIterator<StoredEvent> {
    const { client, from, filter, serverFilter } = this.options;
    let after = from ?? 0;
    /** Where to subscribe from: the caller's number at first, then always a position the server returned. */
    let cursor: Position | typeof START = toReadPosition(from);
    let cursorFromServer = cursor === START;
    try {
      while (!this.closed) {
        const subscription = client.subscribeToAll({ fromPosition: cursor, filter: serverFilter });
        this.current = subscription;
        try {
          for await (const resolved of subscription as AsyncIterable<AllStreamResolvedEvent>) {
            if (this.closed) return;
            if (this.state.state !== 'live') this.state = { state: 'live', attempts: 0 };
            const position = serverPosition(resolved);
            if (position) {
              cursor = position;
              cursorFromServer = true;
            }
            const event = toStoredEvent(resolved);
            if (!event || event.position <= after || !matchesEventFilter(event, filter)) continue;
            after = event.position;
            yield event;
          }
          if (this.closed) return;
          // The server ended the subscription without an error: treat it like a lost connection.
          await this.waitBeforeRetry(new Error('subscription ended by the server'));
        } catch (error) {
          if (this.closed) return;
          if (!cursorFromServer && !isTransient(error)) {
            // A caller's position inside a record (or otherwise refused): start over and skip up to it.
            cursor = START;
            cursorFromServer = true;
            continue;
          }
          if (!isTransient(error)) throw error;
          await this.waitBeforeRetry(error);
        } finally {
          await this.end(subscription);
        }
      }
    } finally {
      this.closed = true;
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.wakeOnClose();
    if (this.current) await this.end(this.current);
  }

  private async waitBeforeRetry(error: unknown): Promise<void> {
    const attempts = this.state.attempts + 1;
    this.state = { state: 'reconnecting', attempts, lastError: messageOf(error) };
    await sleep(delayFor(attempts, this.options.backoff), this.closedSignal);
  }

  private async end(subscription: AllStreamSubscription): Promise<void> {
    if (this.current === subscription) this.current = undefined;
    try {
      await subscription.unsubscribe();
    } catch {
      // Already gone with its connection.
    }
  }
}
