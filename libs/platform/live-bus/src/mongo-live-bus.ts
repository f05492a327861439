import type { ChangeStream, ChangeStreamInsertDocument, Collection, Db, ResumeToken } from 'mongodb';
import type { LiveBus, LiveListener, LiveNotification } from './live-bus.port';

export interface MongoLiveBusOptions {
  /** The read store's database (a replica set: change streams need one, as the engine's transactions do). */
  db: Db;
  /** How long published documents are kept (a TTL index prunes them; default 60 s). */
  retentionMs?: number;
  /** Called when the change stream ends with an error that the driver could not resume; the bus reopens it. */
  onError?: (error: unknown) => void;
}

interface StoredNotification {
  at: Date;
  body: LiveNotification;
}

const COLLECTION = 'live_notifications';
const REOPEN_AFTER_MS = 1000;

/**
 * The MongoDB bus: a publisher inserts one document into `live_notifications`; every subscribing process watches
 * the collection's inserts through a change stream. The driver resumes the stream by itself after resumable errors
 * (node step-down, network blip: ChangeStream._processErrorStreamMode); after any other error the bus reopens it after
 * the last delivered change (resumeAfter). A TTL index on `at` prunes old documents.
 */
export class MongoLiveBus implements LiveBus {
  private readonly collection: Collection<StoredNotification>;
  private readonly listeners = new Set<LiveListener>();
  private stream: ChangeStream<StoredNotification, ChangeStreamInsertDocument<StoredNotification>> | undefined;
  private resumeToken: ResumeToken | undefined;
  private indexed: Promise<unknown> | undefined;
  private reopenTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: MongoLiveBusOptions) {
    this.collection = options.db.collection<StoredNotification>(COLLECTION);
  }

  async publish(notification: LiveNotification): Promise<void> {
    if (this.closed) return;
    this.indexed ??= this.collection
      .createIndex({ at: 1 }, { expireAfterSeconds: Math.ceil((this.options.retentionMs ?? 60_000) / 1000) })
      .catch((error: unknown) => this.options.onError?.(error));
    await this.collection.insertOne({ at: new Date(), body: notification });
  }

  subscribe(listener: LiveListener): () => void {
    if (this.listeners.size === 0) this.open();
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) void this.shut();
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    await this.shut();
  }

  private open(): void {
    if (this.closed || this.stream) return;
    const stream = this.collection.watch<StoredNotification, ChangeStreamInsertDocument<StoredNotification>>(
      [{ $match: { operationType: 'insert' } }],
      {
        ...(this.resumeToken ? { resumeAfter: this.resumeToken } : {}),
      },
    );
    let delivered = false;
    stream.on('change', (change) => {
      delivered = true;
      this.resumeToken = change._id;
      for (const listener of this.listeners) listener(change.fullDocument.body);
    });
    stream.on('error', (error) => {
      this.options.onError?.(error);
      if (this.stream === stream) this.stream = undefined;
      // A stream that failed before delivering anything may be failing on its resume token (fallen off the oplog):
      // the next one starts from now instead (delivery is best effort; clients refetch after gaps).
      if (!delivered) this.resumeToken = undefined;
      void stream.close().catch(() => undefined);
      if (!this.closed && this.listeners.size > 0) {
        this.reopenTimer = setTimeout(() => this.open(), REOPEN_AFTER_MS);
        this.reopenTimer.unref();
      }
    });
    this.stream = stream;
  }

  private async shut(): Promise<void> {
    clearTimeout(this.reopenTimer);
    const stream = this.stream;
    this.stream = undefined;
    await stream?.close();
  }
}
