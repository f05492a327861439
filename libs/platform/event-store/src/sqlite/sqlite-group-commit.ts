import type { AppendResult } from '../event-store.port';
import type { AppendOutcome, AppendRequest } from './sqlite-event-writer';

interface QueuedAppend extends AppendRequest {
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

/**
 * Group commit. better-sqlite3 commits synchronously on the main thread, so appends made while one request is
 * handled cannot overlap a commit; instead every append made in the same turn of the event loop (e.g. by several
 * HTTP requests parsed in one poll phase) is queued and the queue is written at `setImmediate`, as one transaction.
 * A lone append waits for nothing but that one hop. Promises settle only after the group's COMMIT.
 */
export class GroupCommit {
  private queue: QueuedAppend[] = [];
  private scheduled: NodeJS.Immediate | undefined;

  constructor(
    private readonly write: (group: readonly AppendRequest[]) => AppendOutcome[],
    private readonly committed: () => void,
  ) {}

  append(request: AppendRequest): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ...request, resolve, reject });
      this.scheduled ??= setImmediate(() => this.flush());
    });
  }

  /** Writes whatever is queued now (also called before the store closes). */
  flush(): void {
    clearImmediate(this.scheduled);
    this.scheduled = undefined;
    const group = this.queue;
    this.queue = [];
    if (group.length === 0) return;
    let outcomes: AppendOutcome[];
    try {
      outcomes = this.write(group);
    } catch (error) {
      for (const append of group) append.reject(error);
      return;
    }
    this.committed();
    group.forEach((append, index) => {
      const outcome = outcomes[index];
      if ('result' in outcome) append.resolve(outcome.result);
      else append.reject(outcome.error);
    });
  }
}
