/** Lets pollers sleep until either their poll interval passes or a writer in this process says there is news. */
export class WakeSignal {
  private readonly sleepers = new Set<() => void>();

  wait(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, timeoutMs);
      this.sleepers.add(wake);
    });
  }

  notify(): void {
    for (const wake of [...this.sleepers]) wake();
  }
}
