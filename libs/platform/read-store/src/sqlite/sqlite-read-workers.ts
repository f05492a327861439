import type { Worker } from 'node:worker_threads';
import { CONTAINS_FUNCTION, containsIgnoringCase } from './sqlite-query';
import { startSqliteThread } from './sqlite-thread';

export interface SqliteReadWorkersOptions {
  /** The database file (not ':memory:': each worker opens its own read-only connection to it). */
  file: string;
  /** At most this many queries run at once, each in its own thread. */
  size: number;
  cacheMib: number;
  busyTimeoutMs: number;
}

type Method = 'all' | 'get';
interface Job {
  method: Method;
  sql: string;
  params: readonly unknown[];
  done: (rows: unknown) => void;
  fail: (error: Error) => void;
}
type Answer = { result: unknown } | { error: { message: string; code?: string } };

/** A worker's whole program (see `startSqliteThread`); the `contains` function is the main thread's own. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('cache_size = -' + workerData.cacheKib);
db.pragma('busy_timeout = ' + workerData.busyTimeoutMs);
db.function(workerData.containsName, { deterministic: true }, ${containsIgnoringCase.toString()});
const statements = new Map();
parentPort.on('message', ({ method, sql, params, close }) => {
  if (close) {
    db.close();
    parentPort.close();
    return;
  }
  try {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= 256) statements.clear();
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    parentPort.postMessage({ result: method === 'get' ? statement.get(...params) : statement.all(...params) });
  } catch (error) {
    parentPort.postMessage({ error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

/**
 * Read-only SQLite connections in worker threads for the generated find/count queries of an API process. better-sqlite3
 * is synchronous: a search or a count of many rows run on the main thread holds every other request (and the live
 * sockets) until it ends. Here each runs in a worker while the main thread goes on; WAL lets the workers read while
 * another connection commits, and each statement reads the latest commit.
 */
export class SqliteReadWorkers {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Job>();
  private readonly queue: Job[] = [];
  private closed = false;

  /**
   * Every thread starts with the pool: one started on demand takes tens of milliseconds, which the first queries that
   * ever run side by side after a restart would wait for.
   */
  constructor(private readonly options: SqliteReadWorkersOptions) {
    for (let i = 0; i < options.size; i++) this.idle.push(this.start());
  }

  all(sql: string, params: readonly unknown[]): Promise<unknown[]> {
    return this.run('all', sql, params) as Promise<unknown[]>;
  }

  get(sql: string, params: readonly unknown[]): Promise<unknown> {
    return this.run('get', sql, params);
  }

  /**
   * Queued queries fail; each thread answers the query it is running, closes its connection and ends. Threads are not
   * terminated: one terminated while it loads the SQLite driver can abort the whole process (a fatal N-API error).
   */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.fail(new Error('The read store is closed'));
    const workers = [...this.idle.splice(0), ...this.busy.keys()];
    await Promise.all(
      workers.map((worker) => {
        const ended = new Promise((resolve) => worker.once('exit', resolve));
        // Referenced again, or a process with nothing else to do would exit before the threads have closed.
        worker.ref();
        worker.postMessage({ close: true });
        return ended;
      }),
    );
  }

  private run(method: Method, sql: string, params: readonly unknown[]): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('The read store is closed'));
    return new Promise((done, fail) => {
      this.queue.push({ method, sql, params, done, fail });
      this.dispatch();
    });
  }

  /** Hands queued queries to idle workers, replacing lost ones up to `size`; one query per worker at a time. */
  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.busy.size < this.options.size ? this.start() : undefined);
      if (!worker) return;
      const job = this.queue.shift() as Job;
      this.busy.set(worker, job);
      worker.postMessage({ method: job.method, sql: job.sql, params: job.params });
    }
  }

  private start(): Worker {
    const { file, cacheMib, busyTimeoutMs } = this.options;
    const workerData = { file, cacheKib: cacheMib * 1024, busyTimeoutMs, containsName: CONTAINS_FUNCTION };
    // An idle pool does not keep the process alive; close() ends the workers.
    const worker: Worker = startSqliteThread<Answer>(WORKER_SOURCE, workerData, {
      answer: (answer) => this.answered(worker, answer),
      lost: (error) => this.lost(worker, error),
    });
    return worker;
  }

  private answered(worker: Worker, answer: Answer): void {
    const job = this.busy.get(worker);
    this.busy.delete(worker);
    if (!this.closed) this.idle.push(worker);
    if (job) {
      if ('error' in answer) job.fail(Object.assign(new Error(answer.error.message), { code: answer.error.code }));
      else job.done(answer.result);
    }
    this.dispatch();
  }

  /** A worker that failed to start or died: its query fails, and the next query starts a fresh one. */
  private lost(worker: Worker, error: Error): void {
    const job = this.busy.get(worker);
    this.busy.delete(worker);
    const index = this.idle.indexOf(worker);
    if (index >= 0) this.idle.splice(index, 1);
    job?.fail(error);
    if (!this.closed) this.dispatch();
  }
}
