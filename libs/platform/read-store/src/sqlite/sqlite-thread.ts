import { Worker } from 'node:worker_threads';

/**
 * Starts a thread running `source`, a script rather than a file, so that it runs the same from the built API and under
 * jest (no TypeScript loader in a worker); it finds the SQLite driver at `workerData.driver`. The thread does not keep
 * the process alive (reference it while it has work); `lost` hears of its failure to start, its error or its exit.
 */
export function startSqliteThread<Answer>(
  source: string,
  workerData: Record<string, unknown>,
  on: { answer: (answer: Answer) => void; lost: (error: Error) => void },
): Worker {
  const worker = new Worker(source, { eval: true, workerData: { ...workerData, driver: require.resolve('better-sqlite3') } });
  worker.unref();
  worker.on('message', on.answer);
  worker.on('error', on.lost);
  worker.on('exit', (code) => on.lost(new Error(`A SQLite thread stopped (exit code ${code})`)));
  return worker;
}
