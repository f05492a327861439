import { Presets, SingleBar } from 'cli-progress';
import type { RebuildProgress } from '@receptionist/projections';

interface ProgressReporter {
  update(progress: RebuildProgress): void;
  stop(): void;
}

/** A progress bar on stderr (position towards the target, events/s, ETA); silent when stderr is not a terminal. */
export function replayProgressBar(interactive: boolean): ProgressReporter {
  if (!interactive) return { update: () => undefined, stop: () => undefined };
  const bar = new SingleBar(
    {
      format: 'replay |{bar}| {percentage}% | {eventsApplied} events | {eventsPerSecond} events/s | ETA {eta_formatted}',
      stream: process.stderr,
      etaBuffer: 50,
      hideCursor: true,
    },
    Presets.shades_classic,
  );
  let started = false;
  return {
    update(progress) {
      const payload = { eventsApplied: progress.eventsApplied, eventsPerSecond: progress.eventsPerSecond };
      if (!started) {
        bar.start(Math.max(progress.targetPosition, 1), 0, payload);
        started = true;
      }
      bar.update(progress.position, payload);
    },
    stop() {
      if (started) bar.stop();
    },
  };
}
