import { closeSync, type FSWatcher, openSync, utimes, watch } from 'node:fs';
import type Database from 'better-sqlite3';
import { prepareNewEvents } from '../event-envelope';
import type * as port from '../event-store.port';
import { GroupCommit } from './sqlite-group-commit';
import { openEventLog } from './sqlite-event-log';
import { SqliteEventReader } from './sqlite-event-reader';
import { SqliteEventWriter } from './sqlite-event-writer';
import { SqlitePollingSubscription } from './sqlite-polling-subscription';
import { WakeSignal } from './wake-signal';

export interface SqliteEventStoreOptions {
  /** Path of the SQLite file, shared safely by several processes; ':memory:' only for single-process tests. */
  file: string;
}

const DEFAULT_READ_BATCH = 1000;
/** Up to this many events in the filter's streams, a prefix-filtered read goes through the stream index. */
const FEW_IN_STREAMS = 20_000;

/**
 * The embedded event store: one SQLite table whose INTEGER PRIMARY KEY is the global position. Appends made in the
 * same turn of the event loop share one transaction and one fsync (group commit, see README.md).
 */
export class SqliteEventStore implements port.EventStore {
  readonly kind = 'sqlite';
  private readonly db: Database.Database;
  private readonly reader: SqliteEventReader;
  private readonly appended = new WakeSignal();
  private readonly subscriptions = new Set<SqlitePollingSubscription>();
  private readonly groupCommit: GroupCommit;
  private readonly writer: SqliteEventWriter;
  /** Touched after every commit; subscribers in other processes watch it (inotify) instead of waiting for a poll. */
  private wakeFile: string | undefined;
  private wakeWatcher: FSWatcher | undefined;

  constructor({ file }: SqliteEventStoreOptions) {
    this.db = openEventLog(file);
    this.reader = new SqliteEventReader(this.db);
    const writer = new SqliteEventWriter(this.db);
    this.writer = writer;
    this.wakeFile = file === ':memory:' || file === '' ? undefined : `${file}.wake`;
    if (this.wakeFile) {
      try {
        closeSync(openSync(this.wakeFile, 'a'));
      } catch {
        this.wakeFile = undefined; // a read-only directory: other processes poll
      }
    }
    this.groupCommit = new GroupCommit(writer, () => this.committed());
  }

  /** Wakes this process's subscriptions, and those of other processes through the wake file. */
  private committed(): void {
    this.appended.notify();
    if (!this.wakeFile) return;
    const now = new Date();
    // In libuv's thread pool: under load a touch waited up to milliseconds behind other file-system work, holding
    // every request of this process meanwhile.
    utimes(this.wakeFile, now, now, () => {
      // An error means the wake file was removed: other processes poll until it is back.
    });
  }

  /** Watches the wake file while this process has subscriptions. */
  private watchWakeFile(): void {
    if (!this.wakeFile || this.wakeWatcher) return;
    try {
      this.wakeWatcher = watch(this.wakeFile, { persistent: false }, () => this.appended.notify());
      this.wakeWatcher.on('error', () => this.unwatchWakeFile());
    } catch {
      // No file events here: subscriptions poll.
    }
  }

  private unwatchWakeFile(): void {
    this.wakeWatcher?.close();
    this.wakeWatcher = undefined;
  }

  async append(stream: string, events: readonly port.NewEvent[], expectedRevision: port.ExpectedRevision): Promise<port.AppendResult> {
    if (events.length === 0) throw new RangeError('append needs at least one event');
    return this.groupCommit.append({ stream, events: prepareNewEvents(events, new Date(), stream), expected: expectedRevision });
  }

  /**
   * All appends in one transaction and one fsync, after the appends already queued; written straight, without a
   * savepoint per append, unless one of them would not succeed as is (see SqliteEventWriter.writeBulk).
   */
  async appendBatch(appends: readonly port.BatchAppend[]): Promise<port.AppendResult[]> {
    // Everything is checked before anything is written: an invalid append leaves the whole batch unwritten.
    const now = new Date();
    const requests = appends.map(({ stream, events, expectedRevision }) => {
      if (events.length === 0) throw new RangeError('append needs at least one event');
      return { stream, events: prepareNewEvents(events, now, stream), expected: expectedRevision };
    });
    if (requests.length === 0) return [];
    this.groupCommit.flush();
    const outcomes = this.writer.writeBulk(requests);
    this.committed();
    // Like Promise.all over the appends: the first failure rejects (the other appends are written all the same).
    const results: port.AppendResult[] = [];
    for (const outcome of outcomes) {
      if ('error' in outcome) throw outcome.error;
      results.push(outcome.result);
    }
    return results;
  }

  /**
   * events:import into an empty store: while `work` runs, the log uses a rollback journal with an exclusive lock, so
   * every page is written once (a WAL holds a second copy of each page until the checkpoint writes it again); new
   * pages at the end of the file need no journal copy. Each batch stays one atomic, fsynced transaction. Only when the
   * store is empty and no other connection (process) has the file open: otherwise `work` runs in WAL mode as usual.
   * Other processes cannot open the file while it runs (they wait busy_timeout, then fail). WAL mode is back afterwards.
   */
  async bulkLoad<T>(work: () => Promise<T>): Promise<T> {
    if (this.reader.head() > 0 || this.subscriptions.size > 0 || !this.wakeFile) return work();
    this.groupCommit.flush();
    const busyTimeout = this.db.pragma('busy_timeout', { simple: true }) as number;
    this.db.pragma('busy_timeout = 0');
    let switched = false;
    try {
      // Leaving WAL needs the only connection to the file: answered at once (busy_timeout 0) when there is another.
      this.db.pragma('locking_mode = EXCLUSIVE');
      switched = this.db.pragma('journal_mode = DELETE', { simple: true }) === 'delete';
    } catch {
      switched = false;
    } finally {
      this.db.pragma(`busy_timeout = ${busyTimeout}`);
    }
    if (!switched) {
      this.releaseExclusiveLock();
      return work();
    }
    try {
      return await work();
    } finally {
      this.groupCommit.flush();
      this.db.pragma('journal_mode = WAL');
      this.releaseExclusiveLock();
    }
  }

  /** Back to normal locking: SQLite lets the exclusive lock go at the end of the next read. */
  private releaseExclusiveLock(): void {
    this.db.pragma('locking_mode = NORMAL');
    this.reader.head();
  }

  async readStream(stream: string, options: { fromRevision?: number } = {}): Promise<port.StoredEvent[]> {
    return this.reader.stream(stream, options.fromRevision ?? 0);
  }

  /** Events up to `to`, or up to the head when the read starts (appends made while reading are not chased). */
  async *readAll({ from = 0, to, filter, batchSize = DEFAULT_READ_BATCH }: port.ReadAllOptions = {}): AsyncIterable<port.StoredEvent> {
    const upTo = Math.min(to ?? Number.MAX_SAFE_INTEGER, this.reader.head());
    // Each page through the stream index lists the prefixes' positions again: worth it while they are few.
    const viaStreams = this.reader.fewInStreams(filter?.streamPrefixes ?? [], FEW_IN_STREAMS);
    let after = from;
    while (after < upTo) {
      const page = this.reader.page(after, upTo, filter, batchSize, viaStreams);
      yield* page;
      if (page.length < batchSize) return;
      after = page[page.length - 1].position;
    }
  }

  async readBackward({ before, limit, filter }: port.ReadBackwardOptions): Promise<port.StoredEvent[]> {
    return this.reader.pageBackward(before ?? Number.MAX_SAFE_INTEGER, filter, limit);
  }

  subscribe({ from = 0, filter }: port.SubscribeOptions = {}): port.EventSubscription {
    const subscription = new SqlitePollingSubscription(this.reader, this.appended, from, filter, (closed) => {
      this.subscriptions.delete(closed);
      if (this.subscriptions.size === 0) this.unwatchWakeFile();
    });
    this.subscriptions.add(subscription);
    this.watchWakeFile();
    return subscription;
  }

  async headPosition(): Promise<number> {
    return this.reader.head();
  }

  /**
   * Rewrites the data of stored events in place, oldest first: `rewrite` returns the new data, or undefined to keep it.
   * Only for privacy:migrate, which seals personal values stored before sealing existed — the one exception to an
   * append-only log. The log runs with `secure_delete` and its write-ahead log is emptied at the end, so the old bytes
   * do not remain. Returns how many events changed.
   */
  async rewriteData(rewrite: (event: port.StoredEvent) => Promise<unknown>, { batchSize = 1000 } = {}): Promise<number> {
    const update = this.db.prepare('UPDATE events SET data = ? WHERE position = ?');
    const write = this.db.transaction((changes: [string, number][]) => changes.forEach(([data, position]) => update.run(data, position)));
    let changed = 0;
    let pending: [string, number][] = [];
    const flush = () => {
      write.immediate(pending);
      changed += pending.length;
      pending = [];
    };
    for await (const event of this.readAll({ batchSize })) {
      const data = await rewrite(event);
      if (data !== undefined) pending.push([JSON.stringify(data), event.position]);
      if (pending.length >= batchSize) flush();
    }
    flush();
    this.db.pragma('wal_checkpoint(TRUNCATE)');
    return changed;
  }

  async close(): Promise<void> {
    this.groupCommit.flush();
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    this.unwatchWakeFile();
    this.db.close();
  }
}
