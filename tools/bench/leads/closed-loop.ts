import { percentile } from './latency-stats';
import type { Submit } from './submissions';

export interface ThroughputResult {
  count: number;
  perSecond: number;
  p50: number;
  p99: number;
}

interface LoopRun {
  seconds: number;
  latencies: number[];
}

/** `count` submissions by `concurrency` workers, each sending its next as soon as the previous is answered. */
async function closedLoop(submit: Submit, count: number, concurrency: number): Promise<LoopRun> {
  const latencies: number[] = [];
  let issued = 0;
  const worker = async () => {
    while (issued < count) {
      issued++;
      const started = performance.now();
      await submit();
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { seconds: (performance.now() - started) / 1000, latencies };
}

function summary(runs: readonly LoopRun[]): ThroughputResult {
  const latencies = runs.flatMap((run) => run.latencies);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  return { count: latencies.length, perSecond: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/**
 * Both targets in the same run: after a warm-up, `rounds` rounds of `count / rounds` submissions each, alternating
 * which target goes first, so background load on the machine falls on both alike.
 */
export async function compareClosedLoops(
  targets: { a: Submit; b: Submit },
  { count, concurrency, rounds }: { count: number; concurrency: number; rounds: number },
): Promise<{ a: ThroughputResult; b: ThroughputResult }> {
  const perRound = Math.max(1, Math.floor(count / rounds));
  const warmUp = Math.max(1, Math.round(count / 10));
  await closedLoop(targets.a, warmUp, concurrency);
  await closedLoop(targets.b, warmUp, concurrency);
  const runs = { a: [] as LoopRun[], b: [] as LoopRun[] };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const);
    for (const target of order) runs[target].push(await closedLoop(targets[target], perRound, concurrency));
  }
  return { a: summary(runs.a), b: summary(runs.b) };
}
