/** At most one running task per key (one CSV export per user): a second is refused instead of queued. */
export class ExportSlots {
  private readonly busy = new Set<string>();

  /** The release function of the key's slot, or null when a task of that key is running. */
  tryAcquire(key: string): (() => void) | null {
    if (this.busy.has(key)) return null;
    this.busy.add(key);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.busy.delete(key);
    };
  }
}
