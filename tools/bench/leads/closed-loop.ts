import { percentile } from './latency-stats';
import type { Submit } from './submissions';

export interface ThroughputResult {
  count: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** `count` submissions by `concurrency` workers, each sending its next as soon as the previous is answered. */
export async function closedLoop(submit: Submit, count: number, concurrency: number): Promise<ThroughputResult> {
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
  const seconds = (performance.now() - started) / 1000;
  return { count, perSecond: count / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}
