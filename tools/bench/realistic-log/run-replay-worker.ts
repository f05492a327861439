import { forkProgram } from '../programs';
import type { ReplayFigures } from './replay-worker';

/**
 * The Node flags of the compose `projector` service (its NODE_OPTIONS): the replay worker measures the projection
 * engine as that role runs it (a heap capped at 256 MB, 16 MB semi-spaces).
 */
export const PROJECTOR_NODE_FLAGS = ['--max-old-space-size=256', '--max-semi-space-size=16'] as const;

/** Replays `eventsFile` into `readModelsFile` in its own process (so its peak RSS is the replay's alone). */
export function runReplayWorker(eventsFile: string, readModelsFile: string): Promise<ReplayFigures> {
  const child = forkProgram(
    'tools/bench/realistic-log/replay-worker.ts',
    [eventsFile, readModelsFile],
    { PATH: process.env.PATH },
    PROJECTOR_NODE_FLAGS,
  );
  let output = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output = (output + chunk).slice(-4000)));
  child.stdout?.resume();
  return new Promise((done, fail) => {
    child.once('message', (figures) => done(figures as ReplayFigures));
    child.once('exit', (code) => fail(new Error(`The replay worker exited (${code}) without figures:\n${output}`)));
  });
}
