import type { ChildProcess } from 'node:child_process';

export interface EventLoopReading {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  samples: number;
  memory?: { rssMb: number; heapUsedMb: number; heapTotalMb: number; externalMb: number; arrayBuffersMb: number };
}

/** Talks to the API's event-loop probe (apps/api/src/operations/event-loop-probe.ts) over the fork's IPC channel. */
export class EventLoopProbe {
  constructor(private readonly child: ChildProcess) {}

  async reset(scope: 'run' | 'phase' = 'run'): Promise<void> {
    this.child.send({ type: 'event-loop-probe:reset', scope });
  }

  read(scope: 'run' | 'phase' = 'run', timeoutMs = 10_000): Promise<EventLoopReading> {
    return new Promise((done, fail) => {
      const timer = setTimeout(
        () => fail(new Error('The API did not answer the event-loop probe (started without EVENT_LOOP_PROBE=ipc?)')),
        timeoutMs,
      );
      const listener = (message: unknown) => {
        const reply = message as { type?: string; scope?: string };
        if (reply?.type !== 'event-loop-probe:figures' || reply.scope !== scope) return;
        clearTimeout(timer);
        this.child.off('message', listener);
        done(message as EventLoopReading);
      };
      this.child.on('message', listener);
      this.child.send({ type: 'event-loop-probe:read', scope });
    });
  }
}
