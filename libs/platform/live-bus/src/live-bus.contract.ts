import type { LiveBus, LiveNotification } from './live-bus.port';

/** Two buses stand for two processes on the same shared store. */
interface LiveBusPair {
  a: LiveBus;
  b: LiveBus;
  close(): Promise<void>;
}

const notification = (position: number): LiveNotification => ({
  projector: 'demo_requests',
  position,
  changes: [{ collection: 'demo_requests', id: `lead-${position}`, deleted: false }],
  facts: [{ type: 'lead.submitted', id: `lead-${position}` }],
});

function collect(bus: LiveBus, count: number, timeoutMs = 5000): Promise<LiveNotification[]> {
  const received: LiveNotification[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`received ${received.length} of ${count}`)), timeoutMs);
    const stop = bus.subscribe((n) => {
      received.push(n);
      if (received.length === count) {
        clearTimeout(timer);
        stop();
        resolve(received);
      }
    });
  });
}

export function liveBusContract(name: string, open: () => Promise<LiveBusPair>): void {
  describe(`${name} live bus`, () => {
    let pair: LiveBusPair;
    beforeEach(async () => {
      pair = await open();
    });
    afterEach(() => pair.close());

    it('delivers what one instance publishes to the other and to itself, once each, in order', async () => {
      const onB = collect(pair.b, 3);
      const onA = collect(pair.a, 3);
      await new Promise((resolve) => setTimeout(resolve, 50));
      for (const position of [1, 2, 3]) await pair.a.publish(notification(position));
      expect((await onB).map((n) => n.position)).toEqual([1, 2, 3]);
      expect(await onA).toEqual([notification(1), notification(2), notification(3)]);
    });

    it('does not replay what was published before a subscription', async () => {
      await pair.a.publish(notification(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const onB = collect(pair.b, 1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await pair.a.publish(notification(2));
      expect((await onB).map((n) => n.position)).toEqual([2]);
    });
  });
}
