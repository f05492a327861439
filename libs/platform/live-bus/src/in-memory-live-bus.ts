import type { LiveBus, LiveListener, LiveNotification } from './live-bus.port';

/** One process only: for unit tests and tools that run without sockets. */
export class InMemoryLiveBus implements LiveBus {
  private readonly listeners = new Set<LiveListener>();

  async publish(notification: LiveNotification): Promise<void> {
    for (const listener of this.listeners) listener(notification);
  }

  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
