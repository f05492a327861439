import type { EventFilter, EventSubscription, StoredEvent, SubscriptionStatus } from '../event-store.port';
import type { SqliteEventReader } from './sqlite-event-reader';
import type { WakeSignal } from './wake-signal';

/** Idle poll interval: how soon an append by another process on the same file is noticed. */
const POLL_INTERVAL_MS = 50;
const PAGE_SIZE = 500;

/**
 * Catch-up then live, by polling the log. Appends in this process wake it at once. It never misses an event because
 * SQLite has one writer at a time and positions are assigned under its lock, so a reader always sees a gap-free
 * prefix of positions: everything up to the head it just read is already visible.
 */
export class SqlitePollingSubscription implements EventSubscription {
  private closed = false;

  constructor(
    private readonly reader: SqliteEventReader,
    private readonly appended: WakeSignal,
    private readonly from: number,
    private readonly filter: EventFilter | undefined,
    private readonly onClose: (subscription: SqlitePollingSubscription) => void,
  ) {}

  async *[Symbol.asyncIterator](): AsyncIterator<StoredEvent> {
    let after = this.from;
    try {
      while (!this.closed) {
        const head = this.reader.head();
        if (head <= after) {
          await this.appended.wait(POLL_INTERVAL_MS);
          continue;
        }
        const page = this.reader.page(after, head, this.filter, PAGE_SIZE);
        for (const event of page) {
          if (this.closed) return;
          yield event;
        }
        // A short page means nothing else up to `head` passes the filter: skip the filtered-out rows for good.
        after = page.length === PAGE_SIZE ? page[page.length - 1].position : head;
      }
    } finally {
      void this.close();
    }
  }

  /** A local file has no connection to lose: live until closed. */
  status(): SubscriptionStatus {
    return { state: this.closed ? 'closed' : 'live', attempts: 0 };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.onClose(this);
    this.appended.notify();
  }
}
