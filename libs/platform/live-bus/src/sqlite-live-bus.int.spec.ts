import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { writeLockReleasedAfter } from '@receptionist/sqlite-wal/testing';
import { liveBusContract } from './live-bus.contract';
import { SqliteLiveBus } from './sqlite-live-bus';

liveBusContract('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'live-bus-'));
  const file = join(dir, 'read-models.db');
  // A long fallback poll: delivery within the test's time needs the wake signal or the publisher's own drain.
  const a = new SqliteLiveBus({ file, pollIntervalMs: 10_000 });
  const b = new SqliteLiveBus({ file, pollIntervalMs: 10_000 });
  return {
    a,
    b,
    close: async () => {
      await Promise.all([a.close(), b.close()]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('SqliteLiveBus', () => {
  it('while another connection holds the write lock, publishes wait on a timer, not on the event loop, and arrive in order', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'live-bus-'));
    const file = join(dir, 'read-models.db');
    const a = new SqliteLiveBus({ file, pollIntervalMs: 10_000, busyTimeoutMs: 1_000 });
    const b = new SqliteLiveBus({ file, pollIntervalMs: 10_000, busyTimeoutMs: 1_000 });
    const order: string[] = [];
    const other = writeLockReleasedAfter(file, 100, order);
    try {
      const received: number[] = [];
      b.subscribe((notification) => received.push(notification.position));
      const notification = (position: number) => ({ projector: 'demo_requests', position, changes: [], facts: [] });
      await Promise.all([a.publish(notification(1)), a.publish(notification(2))]);
      order.push('published');
      await a.publish(notification(3));
      expect(order).toEqual(['lock released', 'published']);
      const deadline = Date.now() + 5_000;
      while (received.length < 3 && Date.now() < deadline) await new Promise((tick) => setTimeout(tick, 10));
      expect(received).toEqual([1, 2, 3]);
    } finally {
      other.close();
      await Promise.all([a.close(), b.close()]);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('SqliteLiveBus publishing', () => {
  it('leaves the WAL checkpoints to the read store: its own commits never start the WAL over', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'live-bus-'));
    const file = join(dir, 'read-models.db');
    const bus = new SqliteLiveBus({ file, pollIntervalMs: 10_000 });
    const other = new Database(file);
    try {
      const big = 'x'.repeat(5_000);
      // Each notification fills at least a page: SQLite's default would checkpoint and start over at 1,000 pages.
      for (let position = 1; position <= 1_500; position++) {
        await bus.publish({ projector: 'demo_requests', position, changes: [], facts: [{ type: 'lead.submitted', id: big }] });
      }
      const [{ log }] = other.pragma('wal_checkpoint(PASSIVE)') as Array<{ log: number }>;
      expect(log).toBeGreaterThanOrEqual(1_500);
    } finally {
      other.close();
      await bus.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
