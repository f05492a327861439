import type { Worker } from 'node:worker_threads';
import { startSqliteThread } from './sqlite-thread';
import { type SqliteWriter, sqliteWriter, type WriterBatch } from './sqlite-writer';

type Method = keyof SqliteWriter;
type Args<M extends Method> = Parameters<SqliteWriter[M]>;
type Result<M extends Method> = ReturnType<SqliteWriter[M]>;

/** Where the read store's writes run: on the calling thread, or in a thread of their own. */
export interface SqliteWrites {
  call<M extends Method>(method: M, ...args: Args<M>): Promise<Result<M>>;
  /** Frees what the writes hold between calls (a thread's heap and page cache); the next call starts afresh. */
  rest(): Promise<void>;
  close(): Promise<void>;
}

/** The writes on the calling thread (an in-memory database, or a store without a write thread). */
export function writesOnThisThread(writer: SqliteWriter): SqliteWrites {
  return {
    call: async (method, ...args) => (writer[method] as (...values: typeof args) => Result<typeof method>)(...args),
    rest: async () => undefined,
    close: async () => undefined,
  };
}

export interface SqliteWriteThreadOptions {
  /** The database file: the thread opens its own connection to it. */
  file: string;
  /** The pragmas the calling thread's connection was given (the thread's connection gets the same). */
  pragmas: readonly string[];
}

interface Call {
  done: (result: unknown) => void;
  fail: (error: Error) => void;
}
type Answer = { id: number; result: unknown } | { id: number; error: { message: string; code?: string } };

/** The thread's whole program (see `startSqliteThread`); the writer is `sqliteWriter`, the calling thread's own. */
const WRITE_THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
for (const pragma of workerData.pragmas) db.pragma(pragma);
const writer = (${sqliteWriter.toString()})(db);
// A commit's documents arrive as one buffer of UTF-8 bytes (see \`packed\`): each write binds a view of it.
const unpacked = (batch, docs) => {
  let start = 0;
  const writes = batch.writes.map(([collection, id, end]) => {
    if (end < 0) return [collection, id, null];
    const doc = Buffer.from(docs, start, end - start);
    start = end;
    return [collection, id, doc];
  });
  return { ...batch, writes };
};
parentPort.on('message', ({ id, method, args, close, docs }) => {
  if (close) {
    db.close();
    parentPort.close();
    return;
  }
  try {
    if (docs) args = [unpacked(args[0], docs)];
    parentPort.postMessage({ id, result: writer[method](...args) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

/**
 * The read store's writes in a worker thread with its own connection. better-sqlite3 is synchronous: a projector's
 * commit (tens of milliseconds in a catch-up, and the WAL checkpoint some of them run) would hold every request of the
 * process meanwhile. Here the caller only prepares the rows and awaits; calls run one at a time, in order.
 */
export class SqliteWriteThread implements SqliteWrites {
  private worker: Worker | undefined;
  private readonly calls = new Map<number, Call>();
  private nextId = 1;
  private closed = false;
  /** Threads told to end: they answer their pending calls first. */
  private readonly ending = new Set<Worker>();

  /** The thread starts with the first write: a process's start-up (its first `/health`) does not share a core with it. */
  constructor(private readonly options: SqliteWriteThreadOptions) {}

  call<M extends Method>(method: M, ...args: Args<M>): Promise<Result<M>> {
    if (this.closed) return Promise.reject(new Error('The read store is closed'));
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    return new Promise((done, fail) => {
      this.calls.set(id, { done: done as (result: unknown) => void, fail });
      // Referenced while a call is pending: a process awaiting its commit must not exit meanwhile.
      worker.ref();
      if (method === 'commit') {
        const { batch, docs } = packed(args[0] as WriterBatch);
        worker.postMessage({ id, method, args: [batch], docs }, [docs]);
      } else {
        worker.postMessage({ id, method, args });
      }
    });
  }

  /** Ends the thread once its pending calls are answered, freeing its heap and page cache; the next call starts one. */
  async rest(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await this.end(worker);
  }

  /** Pending calls are answered first: the thread closes its connection after them and ends. */
  async close(): Promise<void> {
    this.closed = true;
    await this.rest();
  }

  private async end(worker: Worker): Promise<void> {
    const ended = new Promise((resolve) => worker.once('exit', resolve));
    // Referenced until it has ended, its pending answers included.
    this.ending.add(worker);
    worker.ref();
    worker.postMessage({ close: true });
    await ended;
    this.ending.delete(worker);
  }

  private start(): Worker {
    const worker: Worker = startSqliteThread<Answer>(
      WRITE_THREAD_SOURCE,
      { ...this.options },
      {
        answer: (answer) => this.answered(worker, answer),
        lost: (error) => this.lost(worker, error),
      },
    );
    return worker;
  }

  private answered(worker: Worker, answer: Answer): void {
    const call = this.calls.get(answer.id);
    this.calls.delete(answer.id);
    if (this.calls.size === 0 && !this.ending.has(worker)) worker.unref();
    if (!call) return;
    if ('error' in answer) call.fail(Object.assign(new Error(answer.error.message), { code: answer.error.code }));
    else call.done(answer.result);
  }

  /** A thread that failed to start or died: its pending calls fail (SQLite rolled back their writes); the next call starts a fresh one. */
  private lost(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    for (const call of this.calls.values()) call.fail(error);
    this.calls.clear();
  }
}

/**
 * A commit with its documents' JSON as one buffer of UTF-8 bytes, each write holding the offset where its document ends
 * (-1: a removal). The buffer is handed over without a copy and the thread binds views of it: its heap then holds no
 * copy of the documents as strings (which grew its young generation to 32 MB in a replay), and the structured clone of
 * every string is saved.
 */
function packed(batch: WriterBatch): { batch: Omit<WriterBatch, 'writes'> & { writes: Array<[number, string, number]> }; docs: ArrayBuffer } {
  let bytes = 0;
  for (const [, , doc] of batch.writes) if (doc !== null) bytes += Buffer.byteLength(doc);
  const buffer = Buffer.allocUnsafeSlow(bytes);
  let end = 0;
  const writes = batch.writes.map(([collection, id, doc]): [number, string, number] => {
    if (doc === null) return [collection, id, -1];
    end += buffer.write(doc, end);
    return [collection, id, end];
  });
  return { batch: { ...batch, writes }, docs: buffer.buffer as ArrayBuffer };
}
