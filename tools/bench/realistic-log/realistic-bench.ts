import { copyFileSync, existsSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { ApiProcess, type ApiTimings, type HealthLatency } from './api-process';
import { copyLogAsStore, realisticLogFile } from './realistic-log-file';
import type { ReplayFigures } from './replay-worker';
import { runReplayWorker } from './run-replay-worker';

export interface RealisticBenchOptions {
  events: number;
  seed: number;
  /** A temporary directory for the copies and read models (the caller removes it). */
  directory: string;
  cacheDir?: string;
}

export interface RealisticBenchResult {
  log: { file: string; cached: boolean; generateMs: number };
  replay: ReplayFigures;
  /**
   * An `api` process on the caught-up store, measured once idle: on its first start (its process managers fold the
   * whole log first), and restarted (what a deployed api process holds).
   */
  idleApi: { rssMb: number; peakMb: number; timings: ApiTimings; settledMs: number; restarted: { rssMb: number; peakMb: number } };
  behindApi: StartupFigures & { caughtUpMs: number | null; totalClients: number; peakMb: number };
}

const CATCH_UP_LIMIT_MS = 600_000;
/** How long /health is polled (every 50 ms) once the process behind has answered a GraphQL read. */
const CATCHING_UP_SAMPLE_MS = 60_000;
/**
 * How long an idle API is left before its memory is read: the memory reducer returns what a burst freed within about
 * half a minute of quiet (memory-reducer-nudge.ts). At 5 s, a first start read 430 MB or 212 MB by chance.
 */
const IDLE_MS = 35_000;

async function startBehind(options: RealisticBenchOptions, eventsFile: string, log: (line: string) => void): Promise<ApiProcess> {
  const behindDir = join(options.directory, 'behind');
  mkdirSync(behindDir);
  copyLogAsStore(eventsFile, join(behindDir, 'events.db'));
  log(`  starting an API on the log with no read models (${options.events} events behind)...`);
  return ApiProcess.start(behindDir);
}

/** Starts an API process on `dataDir`, waits for its first answers and then until it is idle; its memory then. */
async function idleApiFigures(dataDir: string, env: NodeJS.ProcessEnv) {
  const api = await ApiProcess.start(dataDir, env);
  try {
    const timings = await api.timings(CATCH_UP_LIMIT_MS);
    const settledMs = await api.settled(CATCH_UP_LIMIT_MS);
    await new Promise((wait) => setTimeout(wait, IDLE_MS));
    return { ...api.memory(), timings, settledMs };
  } finally {
    await api.stop();
  }
}

export interface StartupFigures {
  timings: ApiTimings;
  /** What /health answered first: `catching up, n of m` while behind. */
  firstHealth: string;
  rssAtGraphqlMb: number;
  /** /health's answer times in the first minute of the catch-up after that read: the event loop's stalls. */
  catchingUp: HealthLatency;
}

/** The start-up figures of a process started behind; `whileSampling` runs while /health is sampled. */
async function startupFigures(
  behind: ApiProcess,
  whileSampling: (timings: ApiTimings) => Promise<void> = async () => undefined,
): Promise<StartupFigures> {
  const timings = await behind.timings(CATCH_UP_LIMIT_MS);
  const rssAtGraphqlMb = behind.memory().rssMb;
  const [catchingUp] = await Promise.all([behind.healthLatency(CATCHING_UP_SAMPLE_MS), whileSampling(timings)]);
  return { timings, firstHealth: behind.firstHealth ?? '', rssAtGraphqlMb, catchingUp };
}

/**
 * (b) start-up alone: an `all` process started on the log with no read models, timed to its first /health and its
 * first GraphQL read, then stopped (no replay, no waiting for the catch-up).
 */
export async function benchStartup(options: RealisticBenchOptions, log: (line: string) => void): Promise<StartupFigures> {
  const generated = await realisticLogFile({ total: options.events, seed: options.seed, cacheDir: options.cacheDir }, (written) => {
    if (written % 200_000 === 0) log(`  generated ${written} events`);
  });
  const behind = await startBehind(options, generated.file, log);
  try {
    return await startupFigures(behind);
  } finally {
    await behind.stop();
  }
}

/**
 * (a) the realistic log replayed through every projector vs a raw read of it, with the replaying process' peak RSS;
 * (b) an API idle on the caught-up store, and an API started on the same log with no read models (1M events behind).
 */
export async function benchRealistic(options: RealisticBenchOptions, log: (line: string) => void): Promise<RealisticBenchResult> {
  const generated = await realisticLogFile({ total: options.events, seed: options.seed, cacheDir: options.cacheDir }, (written) => {
    if (written % 200_000 === 0) log(`  generated ${written} events`);
  });
  log(`  log ${generated.file} (${generated.cached ? 'cached' : `generated in ${(generated.generateMs / 1000).toFixed(1)} s`})`);

  const readModelsFile = join(options.directory, 'replayed-read-models.db');
  // The cached log may be shared (hard-linked) with other checkouts: opening an event store writes to its file (WAL
  // mode, schema), so the replay reads a copy, which then serves the caught-up API.
  const replayedEvents = join(options.directory, 'replayed-events.db');
  copyFileSync(generated.file, replayedEvents);
  log('  replaying through every projector (separate process)...');
  const replay = await runReplayWorker(replayedEvents, readModelsFile);

  const caughtUpDir = join(options.directory, 'caught-up');
  mkdirSync(caughtUpDir);
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(replayedEvents + suffix)) renameSync(replayedEvents + suffix, join(caughtUpDir, `events.db${suffix}`));
  }
  renameSync(readModelsFile, join(caughtUpDir, 'read-models.db'));
  // The scaled-out topology: the api process measured, beside the projector that keeps the read models it reads
  // current. Its process managers fold the log on this first start (the figure waits for that); the recordings
  // retention sweep is off: the generated log holds a year of recordings never swept, which a lived store has not.
  log('  starting a projector and an api process on the caught-up copy...');
  const projector = await ApiProcess.start(caughtUpDir, { ROLE: 'projector' });
  const apiEnv = { ROLE: 'api', RECORDINGS_ROUND_INTERVAL_MS: '0' };
  let idleApi: RealisticBenchResult['idleApi'];
  try {
    const firstStart = await idleApiFigures(caughtUpDir, apiEnv);
    log('  restarting the api process...');
    const restarted = await idleApiFigures(caughtUpDir, apiEnv);
    idleApi = { ...firstStart, restarted: { rssMb: restarted.rssMb, peakMb: restarted.peakMb } };
  } finally {
    await projector.stop();
  }
  const expectedClients = idleApi.timings.firstTotalClients;

  const behind = await startBehind(options, generated.file, log);
  try {
    let totalClients = 0;
    let caughtUpMs: number | null = null;
    // The client list is polled from the first read on, while /health is sampled.
    const untilCaughtUp = async (timings: ApiTimings) => {
      const token = await behind.signIn();
      totalClients = timings.firstTotalClients;
      const started = performance.now() - timings.graphqlMs;
      while (performance.now() - started < CATCH_UP_LIMIT_MS) {
        totalClients = (token ? await behind.totalClients(token).catch(() => undefined) : undefined) ?? totalClients;
        if (totalClients >= expectedClients) {
          caughtUpMs = performance.now() - started;
          return;
        }
        await new Promise((wait) => setTimeout(wait, 250));
      }
    };
    const startup = await startupFigures(behind, untilCaughtUp);
    return {
      log: { file: generated.file, cached: generated.cached, generateMs: generated.generateMs },
      replay,
      idleApi,
      behindApi: { ...startup, caughtUpMs, totalClients, peakMb: behind.memory().peakMb },
    };
  } finally {
    await behind.stop();
  }
}
