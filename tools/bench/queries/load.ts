import { percentile } from '../leads/latency-stats';

/** One timed request: resolves when the whole answer has been read, rejects on an error answer. */
export type Probe = () => Promise<void>;

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  firstError?: string;
}

export function summarize(samples: readonly number[], failures = 0, firstError?: string): LatencySummary {
  return {
    count: samples.length,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    failures,
    ...(firstError ? { firstError } : {}),
  };
}

async function timed(probe: Probe, samples: number[], errors: string[]): Promise<void> {
  const started = performance.now();
  try {
    await probe();
    samples.push(performance.now() - started);
  } catch (error) {
    errors.push(error instanceof Error ? error.message : String(error));
  }
}

/** `count` requests one after the other (fewer when `maxMs` has passed: a very slow target still ends). */
export async function sequential(probe: Probe, count: number, maxMs = Number.POSITIVE_INFINITY): Promise<LatencySummary> {
  const samples: number[] = [];
  const errors: string[] = [];
  const started = performance.now();
  for (let i = 0; i < count && performance.now() - started < maxMs; i++) await timed(probe, samples, errors);
  return summarize(samples, errors.length, errors[0]);
}

/** `workers` callers at once, each issuing `perWorker` requests back to back (closed loop). */
export async function concurrent(probe: Probe, workers: number, perWorker: number): Promise<LatencySummary> {
  const samples: number[] = [];
  const errors: string[] = [];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let i = 0; i < perWorker; i++) await timed(probe, samples, errors);
    }),
  );
  return summarize(samples, errors.length, errors[0]);
}

/** `probe` sequentially `count` times (at most `maxMs`) while `background` callers loop `noise` until it is done. */
export async function whileBusy(
  probe: Probe,
  count: number,
  noise: Probe,
  background: number,
  maxMs = 120_000,
): Promise<LatencySummary & { noiseRequests: number }> {
  let done = false;
  let noiseRequests = 0;
  const loops = Array.from({ length: background }, async () => {
    while (!done) {
      await noise().catch(() => undefined);
      noiseRequests++;
    }
  });
  // Let every background caller get a request in flight first.
  await new Promise((wait) => setTimeout(wait, 50));
  const result = await sequential(probe, count, maxMs);
  done = true;
  await Promise.all(loops);
  return { ...result, noiseRequests };
}
