import { randomUUID } from 'node:crypto';
import type { EventStore, EventSubscription, NewEvent, StoredEvent } from '../event-store.port';

/** A stream-name prefix no other test (or earlier run against a shared server) uses. */
export function uniquePrefix(label: string): string {
  return `${label}${randomUUID().replaceAll('-', '')}-`;
}

export function newEvent(type: string, data: unknown = {}, extra: Partial<NewEvent> = {}): NewEvent {
  return { type, data, ...extra };
}

export async function readAllToArray(iterable: AsyncIterable<StoredEvent>): Promise<StoredEvent[]> {
  const events: StoredEvent[] = [];
  for await (const event of iterable) events.push(event);
  return events;
}

/** Pulls events from one subscription across several calls, failing when `count` events do not arrive in time. */
export class SubscriptionProbe {
  readonly received: StoredEvent[] = [];
  private readonly iterator: AsyncIterator<StoredEvent>;
  /** A `next()` that timed out is kept and reused, so the event it eventually yields is not lost. */
  private pending: Promise<IteratorResult<StoredEvent>> | undefined;

  constructor(readonly subscription: EventSubscription) {
    this.iterator = subscription[Symbol.asyncIterator]();
  }

  async take(count: number, timeoutMs = 10_000): Promise<StoredEvent[]> {
    const taken: StoredEvent[] = [];
    const deadline = Date.now() + timeoutMs;
    while (taken.length < count) {
      const next = await this.next(deadline - Date.now());
      if (next === 'timeout') {
        throw new Error(`received ${taken.length} of ${count} events within ${timeoutMs} ms`);
      }
      if (next.done) throw new Error(`subscription ended after ${taken.length} of ${count} events`);
      taken.push(next.value);
    }
    this.received.push(...taken);
    return taken;
  }

  /** Resolves with whatever arrives within `ms` (used to show that nothing more arrives). */
  async nextWithin(ms: number): Promise<StoredEvent | undefined> {
    const next = await this.next(ms);
    if (next === 'timeout' || next.done) return undefined;
    this.received.push(next.value);
    return next.value;
  }

  private async next(ms: number): Promise<IteratorResult<StoredEvent> | 'timeout'> {
    this.pending ??= this.iterator.next();
    const next = await withTimeout(this.pending, ms);
    if (next !== 'timeout') this.pending = undefined;
    return next;
  }
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), Math.max(ms, 0));
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Appends `count` single-event appends to `stream`, one after another, each checking the expected revision. */
export async function appendSequentially(store: EventStore, stream: string, count: number, type = 'Counted'): Promise<void> {
  for (let index = 0; index < count; index++) {
    await store.append(stream, [newEvent(type, { index })], index === 0 ? 'no_stream' : index - 1);
  }
}
