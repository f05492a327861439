import { closeSync, openSync, utimes, watch, type FSWatcher } from 'node:fs';
import Database from 'better-sqlite3';
import { switchToWal } from '@receptionist/sqlite-wal';
import type { LiveBus, LiveListener, LiveNotification } from './live-bus.port';

export interface SqliteLiveBusOptions {
  /** The shared embedded read store's file (read-models.db): every process on the machine opens the same one. */
  file: string;
  /** The fallback poll when no wake signal arrives (default 50 ms). */
  pollIntervalMs?: number;
  /** How long published rows are kept before any process prunes them (default 60 s). */
  retentionMs?: number;
  busyTimeoutMs?: number;
}

const TABLE = 'live_notifications';
const READ_LIMIT = 1000;
const PRUNE_EVERY_MS = 10_000;

/**
 * The embedded bus, across processes on one machine: a publisher appends a row to `live_notifications` in the shared
 * SQLite read store and touches a wake file next to it; every subscribing process tails the table from the row that
 * was last when it subscribed, woken by the file (inotify) and by a short poll in case a wake is lost. Rows older than
 * the retention are pruned by whichever process publishes.
 */
export class SqliteLiveBus implements LiveBus {
  private readonly db: Database.Database;
  private readonly wakeFile: string;
  private readonly listeners = new Set<LiveListener>();
  private readonly insert: Database.Statement<[number, string]>;
  private readonly readAfter: Database.Statement<[number, number], { seq: number; body: string }>;
  private cursor = 0;
  private timer: NodeJS.Timeout | undefined;
  private watcher: FSWatcher | undefined;
  private lastPrune = 0;
  private closed = false;

  constructor(private readonly options: SqliteLiveBusOptions) {
    this.db = new Database(options.file, { timeout: options.busyTimeoutMs ?? 5000 });
    switchToWal(this.db);
    // Notifications are transient (a client refetches after any gap): a publish need not wait for an fsync, which on
    // a busy disk took 0.3-1.6 ms at the median and 6-82 ms at p99, on the path of every live update. This setting is
    // this connection's only; the read store's own connection keeps its own.
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(`CREATE TABLE IF NOT EXISTS ${TABLE} (seq INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, body TEXT NOT NULL)`);
    this.insert = this.db.prepare(`INSERT INTO ${TABLE} (at, body) VALUES (?, ?)`);
    this.readAfter = this.db.prepare(`SELECT seq, body FROM ${TABLE} WHERE seq > ? ORDER BY seq LIMIT ?`);
    this.wakeFile = `${options.file}.live-wake`;
    closeSync(openSync(this.wakeFile, 'a'));
  }

  async publish(notification: LiveNotification): Promise<void> {
    if (this.closed) return;
    const now = Date.now();
    this.insert.run(now, JSON.stringify(notification));
    this.wakeOthers(now);
    if (now - this.lastPrune > PRUNE_EVERY_MS) this.prune(now);
    // This process's own subscribers need no file event.
    if (this.listeners.size > 0) setImmediate(() => this.drain());
  }

  subscribe(listener: LiveListener): () => void {
    if (this.listeners.size === 0) this.startTailing();
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stopTailing();
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    this.stopTailing();
    this.db.close();
  }

  private startTailing(): void {
    const last = this.db.prepare(`SELECT COALESCE(MAX(seq), 0) AS seq FROM ${TABLE}`).get() as { seq: number };
    this.cursor = last.seq;
    this.timer = setInterval(() => this.drain(), this.options.pollIntervalMs ?? 50);
    this.timer.unref();
    try {
      this.watcher = watch(this.wakeFile, { persistent: false }, () => this.drain());
      this.watcher.on('error', () => this.watcher?.close());
    } catch {
      // No file events on this file system: the poll alone delivers.
    }
  }

  private stopTailing(): void {
    clearInterval(this.timer);
    this.watcher?.close();
    this.timer = undefined;
    this.watcher = undefined;
  }

  /** Delivers every row after the cursor to this process's listeners. */
  private drain(): void {
    if (this.closed || this.listeners.size === 0) return;
    for (;;) {
      const rows = this.readAfter.all(this.cursor, READ_LIMIT);
      for (const row of rows) {
        this.cursor = row.seq;
        const notification = JSON.parse(row.body) as LiveNotification;
        for (const listener of this.listeners) listener(notification);
      }
      if (rows.length < READ_LIMIT) return;
    }
  }

  /** In libuv's thread pool, like the event log's wake: a touch can wait behind other file-system work. */
  private wakeOthers(now: number): void {
    const time = new Date(now);
    utimes(this.wakeFile, time, time, () => {
      // An error leaves it to the poll to deliver.
    });
  }

  private prune(now: number): void {
    this.lastPrune = now;
    this.db.prepare(`DELETE FROM ${TABLE} WHERE at < ?`).run(now - (this.options.retentionMs ?? 60_000));
  }
}
