import { monitorEventLoopDelay } from 'node:perf_hooks';

/** What the probe answers its parent: event-loop delay since the last reset, in milliseconds. */
interface EventLoopFigures {
  type: 'event-loop-probe:figures';
  scope: string;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  samples: number;
  /** process.memoryUsage() in MB when read: what of the RSS is V8 heap, and what lives outside it (SQLite, buffers). */
  memory: { rssMb: number; heapUsedMb: number; heapTotalMb: number; externalMb: number; arrayBuffersMb: number };
}

const toMb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

interface ProbeProcess {
  send?: (message: unknown) => boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  channel?: { unref(): void };
}

const nsToMs = (ns: number) => ns / 1e6;

/**
 * Event-loop delay for a benchmark that started this process: enabled only by `EVENT_LOOP_PROBE=ipc` (Config.eventLoopProbe) and only when
 * the process has an IPC channel to its parent (fork). The figures leave through that channel alone — no HTTP route,
 * so no caller on the network can read or reset them. Messages: `event-loop-probe:reset`, `event-loop-probe:read`, each with `scope: 'run' | 'phase'`.
 */
export function startEventLoopProbe(enabled: boolean, proc: ProbeProcess = process): boolean {
  if (!enabled || typeof proc.send !== 'function') return false;
  // `run`: the whole measured run; `phase`: one part of it (the bench resets each separately).
  const histograms = { run: monitorEventLoopDelay({ resolution: 5 }), phase: monitorEventLoopDelay({ resolution: 5 }) };
  for (const histogram of Object.values(histograms)) histogram.enable();
  proc.on('message', (message) => {
    const { type, scope: asked } = (message ?? {}) as { type?: unknown; scope?: unknown };
    const scope = asked === 'phase' ? 'phase' : 'run';
    const histogram = histograms[scope];
    if (type === 'event-loop-probe:reset') histogram.reset();
    if (type === 'event-loop-probe:read') {
      const figures: EventLoopFigures = {
        type: 'event-loop-probe:figures',
        scope,
        p50Ms: nsToMs(histogram.percentile(50)),
        p99Ms: nsToMs(histogram.percentile(99)),
        maxMs: nsToMs(histogram.max),
        samples: histogram.count,
        memory: memoryFigures(),
      };
      proc.send?.(figures);
    }
  });
  // The channel must not keep the process alive on its own.
  proc.channel?.unref();
  return true;
}

function memoryFigures(): EventLoopFigures['memory'] {
  const usage = process.memoryUsage();
  return {
    rssMb: toMb(usage.rss),
    heapUsedMb: toMb(usage.heapUsed),
    heapTotalMb: toMb(usage.heapTotal),
    externalMb: toMb(usage.external),
    arrayBuffersMb: toMb(usage.arrayBuffers),
  };
}
