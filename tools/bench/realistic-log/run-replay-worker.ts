import { forkProgram } from './api-process';
import type { ReplayFigures } from './replay-worker';

/** Replays `eventsFile` into `readModelsFile` in its own process (so its peak RSS is the replay's alone). */
export function runReplayWorker(eventsFile: string, readModelsFile: string): Promise<ReplayFigures> {
  const child = forkProgram('tools/bench/realistic-log/replay-worker.ts', [eventsFile, readModelsFile], { PATH: process.env.PATH });
  let output = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output = (output + chunk).slice(-4000)));
  child.stdout?.resume();
  return new Promise((done, fail) => {
    child.once('message', (figures) => done(figures as ReplayFigures));
    child.once('exit', (code) => fail(new Error(`The replay worker exited (${code}) without figures:\n${output}`)));
  });
}
