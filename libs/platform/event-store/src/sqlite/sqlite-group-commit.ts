import type { AppendResult } from '../event-store.port';
import type { AppendOutcome, AppendRequest } from './sqlite-event-writer';

interface QueuedAppend extends AppendRequest {
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

/** How a group is written: waiting for the write lock (blocking), or answering 'busy' at once. */
interface GroupWriter {
  write(group: readonly AppendRequest[]): AppendOutcome[];
  tryWrite(group: readonly AppendRequest[]): AppendOutcome[] | 'busy';
}

/** While another process holds the write lock, the queue is tried again this often... */
const BUSY_RETRY_MS = 1;
/** ...for at most this long (the blocking writer's busy_timeout), then the queued appends fail with SQLITE_BUSY. */
const BUSY_GIVE_UP_MS = 10_000;

/**
 * Group commit. better-sqlite3 commits synchronously on the main thread, so appends made while one request is
 * handled cannot overlap a commit; instead every append made in the same turn of the event loop (e.g. by several
 * HTTP requests parsed in one poll phase) is queued and the queue is written at `setImmediate`, as one transaction.
 * A lone append waits for nothing but that one hop. When another process holds the write lock, the queue is tried
 * again a millisecond later instead of sleeping in SQLite's busy handler: the event loop keeps serving requests,
 * whose appends join the queue (one larger commit once the lock is free). Promises settle only after the COMMIT.
 */
export class GroupCommit {
  private queue: QueuedAppend[] = [];
  private scheduled: NodeJS.Immediate | NodeJS.Timeout | undefined;
  /** When the queue first found the lock taken (undefined while it has not). */
  private busySince: number | undefined;

  constructor(
    private readonly writer: GroupWriter,
    private readonly committed: () => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  append(request: AppendRequest): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ...request, resolve, reject });
      this.scheduled ??= setImmediate(() => this.flushWithoutWaiting());
    });
  }

  /** Writes whatever is queued now, waiting for the write lock if needed (before a batch or when the store closes). */
  flush(): void {
    this.cancelScheduled();
    const group = this.take();
    if (group.length > 0) this.settle(group, () => this.writer.write(group));
  }

  private flushWithoutWaiting(): void {
    this.scheduled = undefined;
    const group = this.take();
    if (group.length === 0) return;
    this.settle(group, () => {
      const outcomes = this.writer.tryWrite(group);
      if (outcomes !== 'busy') return outcomes;
      this.busySince ??= this.now();
      // Past the deadline: one last attempt that waits (it fails with SQLITE_BUSY if the lock is still held).
      if (this.now() - this.busySince >= BUSY_GIVE_UP_MS) return this.writer.write(group);
      this.queue = [...group, ...this.queue];
      this.scheduled = setTimeout(() => this.flushWithoutWaiting(), BUSY_RETRY_MS);
      return undefined;
    });
  }

  private take(): QueuedAppend[] {
    const group = this.queue;
    this.queue = [];
    return group;
  }

  private cancelScheduled(): void {
    if (this.scheduled === undefined) return;
    clearImmediate(this.scheduled as NodeJS.Immediate);
    clearTimeout(this.scheduled as NodeJS.Timeout);
    this.scheduled = undefined;
  }

  /** Runs the write; undefined means the group went back to the queue. */
  private settle(group: QueuedAppend[], write: () => AppendOutcome[] | undefined): void {
    let outcomes: AppendOutcome[] | undefined;
    try {
      outcomes = write();
    } catch (error) {
      this.busySince = undefined;
      for (const append of group) append.reject(error);
      return;
    }
    if (outcomes === undefined) return;
    this.busySince = undefined;
    this.committed();
    group.forEach((append, index) => {
      const outcome = outcomes[index];
      if ('result' in outcome) append.resolve(outcome.result);
      else append.reject(outcome.error);
    });
  }
}
