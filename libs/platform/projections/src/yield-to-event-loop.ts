/** The background loops waiting for their next turn, in the order they gave way. */
const waiting: Array<() => void> = [];

function wakeNext(): void {
  const next = waiting.shift();
  // An immediate queued while immediates run waits for the next turn of the event loop, after its I/O.
  if (waiting.length > 0) setImmediate(wakeNext);
  next?.();
}

/**
 * Lets timers and I/O callbacks run. The embedded stores answer synchronously, so a loop of `await`s over them runs
 * in one macrotask until it ends: a long catch-up must call this between batches to leave the process answering.
 * The loops of a process (projection engine, process managers, reactions) take turns, one step per turn of the event
 * loop, first come first served: a request waits for one loop's step, not for a step of each.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (waiting.length === 1) setImmediate(wakeNext);
  });
}

/**
 * For a loop of many small steps over the embedded stores: `afterStep()` gives way to the event loop once a slice of
 * work (default 10 ms) has run since the last time, so the loop never holds the process for longer than that.
 */
export class EventLoopSlices {
  private sliceStart = performance.now();

  constructor(private readonly sliceMs = 10) {}

  async afterStep(): Promise<void> {
    if (performance.now() - this.sliceStart < this.sliceMs) return;
    await this.giveWay();
  }

  /** Gives way now and starts a new slice: before a step that may take a slice or more by itself. */
  async giveWay(): Promise<void> {
    await yieldToEventLoop();
    this.sliceStart = performance.now();
  }
}
