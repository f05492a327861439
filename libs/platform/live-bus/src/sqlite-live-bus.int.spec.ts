import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
