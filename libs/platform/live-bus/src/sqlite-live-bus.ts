import { closeSync, openSync, utimes, watch, type FSWatcher } from 'node:fs';
import Database from 'better-sqlite3';
import { switchToWal } from '@receptionist/sqlite-wal';
import type { LiveBus, LiveListener, LiveNotification } from './live-bus.port';

interface Unwritten {
  at: number;
  body: string;
  written: () => void;
  failed: (error: unknown) => void;
}

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
/** How soon a publish that found the write lock taken tries again (ms). */
const LOCKED_RETRY_MS = 2;
const READ_LIMIT = 1000;
const PRUNE_EVERY_MS = 10_000;

/**
 * The embedded bus, across processes on one machine: a publisher appends a row to `live_notifications` in the shared
 * SQLite read store and touches a wake file next to it; every subscribing process tails the table from the row that
 * was last when it subscribed, woken by the file (inotify) and by a short poll in case a wake is lost. Rows older than
 * the retention are pruned by whichever process publishes.
 *
 * A publish never waits for the write lock on the event loop: while another connection holds it (the read store's
 * write thread commits to the same file), notifications queue and are written in order as soon as it is free.
 */
export class SqliteLiveBus implements LiveBus {
  private readonly db: Database.Database;
  private readonly wakeFile: string;
  private readonly listeners = new Set<LiveListener>();
  private readonly insert: Database.Statement<[number, string]>;
  private readonly prune: Database.Statement<[number]>;
  private readonly writeAll: (rows: Unwritten[]) => void;
  private readonly busyTimeoutMs: number;
  private unwritten: Unwritten[] = [];
  private retry: NodeJS.Timeout | undefined;
  private readonly readAfter: Database.Statement<[number, number], { seq: number; body: string }>;
  private cursor = 0;
  private timer: NodeJS.Timeout | undefined;
  private watcher: FSWatcher | undefined;
  private lastPrune = 0;
  private closed = false;

  constructor(private readonly options: SqliteLiveBusOptions) {
    this.busyTimeoutMs = Math.trunc(options.busyTimeoutMs ?? 5000);
    this.db = new Database(options.file, { timeout: this.busyTimeoutMs });
    switchToWal(this.db);
    // Notifications are transient (a client refetches after any gap): a publish need not wait for an fsync, which on
    // a busy disk took 0.3-1.6 ms at the median and 6-82 ms at p99, on the path of every live update. This setting is
    // this connection's only; the read store's own connection keeps its own.
    this.db.pragma('synchronous = NORMAL');
    // A process publishes what it committed to the read store in the same file: that connection's commits checkpoint
    // the WAL (in an `all` process, in a thread of its own). A checkpoint run by a publish would copy thousands of pages
    // on the event loop.
    this.db.pragma('wal_autocheckpoint = 0');
    this.db.exec(`CREATE TABLE IF NOT EXISTS ${TABLE} (seq INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, body TEXT NOT NULL)`);
    this.insert = this.db.prepare(`INSERT INTO ${TABLE} (at, body) VALUES (?, ?)`);
    this.prune = this.db.prepare(`DELETE FROM ${TABLE} WHERE at < ?`);
    this.writeAll = this.db.transaction((rows: Unwritten[]) => this.write(rows)).immediate;
    this.readAfter = this.db.prepare(`SELECT seq, body FROM ${TABLE} WHERE seq > ? ORDER BY seq LIMIT ?`);
    this.wakeFile = `${options.file}.live-wake`;
    closeSync(openSync(this.wakeFile, 'a'));
  }

  publish(notification: LiveNotification): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((written, failed) => {
      this.unwritten.push({ at: Date.now(), body: JSON.stringify(notification), written, failed });
      if (!this.retry) this.writeUnwritten();
    });
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
    clearTimeout(this.retry);
    // A closed bus delivers nothing: notifications are transient.
    for (const row of this.unwritten.splice(0)) row.written();
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

  /** Writes the queued notifications in one transaction, or tries again shortly while the write lock is taken. */
  private writeUnwritten(): void {
    this.retry = undefined;
    if (this.closed || this.unwritten.length === 0) return;
    const rows = this.unwritten;
    try {
      this.db.pragma('busy_timeout = 0');
      this.writeAll(rows);
    } catch (error) {
      if ((error as { code?: unknown }).code === 'SQLITE_BUSY') {
        this.retry = setTimeout(() => this.writeUnwritten(), LOCKED_RETRY_MS);
        return;
      }
      this.unwritten = [];
      for (const row of rows) row.failed(error);
      return;
    } finally {
      // Reads keep waiting out a lock (a reader meets one only in rare cases, such as a WAL being recovered).
      if (this.db.open) this.db.pragma(`busy_timeout = ${this.busyTimeoutMs}`);
    }
    this.unwritten = [];
    this.wakeOthers(Date.now());
    for (const row of rows) row.written();
    // This process's own subscribers need no file event.
    if (this.listeners.size > 0) setImmediate(() => this.drain());
  }

  private write(rows: Unwritten[]): void {
    for (const row of rows) this.insert.run(row.at, row.body);
    const now = Date.now();
    if (now - this.lastPrune > PRUNE_EVERY_MS) {
      this.prune.run(now - (this.options.retentionMs ?? 60_000));
      this.lastPrune = now;
    }
  }
}
