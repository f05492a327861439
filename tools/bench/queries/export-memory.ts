import { writeFileSync } from 'node:fs';
import { memoryOf } from '../realistic-log/api-process';

export interface ExportMemory {
  /** RSS of the API just before the export, MB. */
  beforeMb: number;
  /** The highest RSS while the export ran (the kernel's high-water mark, reset just before), MB. */
  peakMb: number;
  /** RSS once the whole file was read, MB. */
  afterMb: number;
  /** peak - before: what the export added at most. */
  growthMb: number;
  bytes: number;
  ms: number;
  /** False when the high-water mark could not be reset (then the highest RSS seen every 10 ms is used). */
  exactPeak: boolean;
}

/** Resets the process's peak-RSS mark (VmHWM) to its current RSS (Linux: `echo 5 > /proc/PID/clear_refs`). */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * The RSS growth of process `pid` while `download` runs (one export read to its end): RSS before, the peak during
 * (the kernel's high-water mark, plus a 10 ms sampling in case it cannot be reset), RSS after.
 */
export async function exportMemory(pid: number, download: () => Promise<number>): Promise<ExportMemory> {
  const beforeMb = memoryOf(pid).rssMb;
  const exactPeak = resetPeak(pid);
  let sampledPeak = beforeMb;
  const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, memoryOf(pid).rssMb)), 10);
  const started = performance.now();
  try {
    const bytes = await download();
    const ms = performance.now() - started;
    const after = memoryOf(pid);
    const peakMb = Math.max(sampledPeak, exactPeak ? after.peakMb : after.rssMb);
    return { beforeMb, peakMb, afterMb: after.rssMb, growthMb: peakMb - beforeMb, bytes, ms, exactPeak };
  } finally {
    clearInterval(sampler);
  }
}
