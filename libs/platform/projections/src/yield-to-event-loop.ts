/**
 * Lets timers and I/O callbacks run. The embedded stores answer synchronously, so a loop of `await`s over them runs
 * in one macrotask until it ends: a long catch-up must call this between batches to leave the process answering.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
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
    await yieldToEventLoop();
    this.sliceStart = performance.now();
  }
}
