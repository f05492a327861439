import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withUpcasters } from '@receptionist/contexts';
import { SqliteEventStore } from '@receptionist/event-store';
import { realisticEventRows } from '../realistic-log/realistic-log';
import { writeEventRows } from '../realistic-log/realistic-log-file';
import { explorerCases, measureExplorer } from './explorer-run';

describe('bench:explorer (smoke, small)', () => {
  it('pages through a realistic log newest first under every filter of the bench', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'explorer-bench-'));
    try {
      await writeEventRows(join(dir, 'events.db'), realisticEventRows({ total: 3000, seed: 1 }));
      const store = withUpcasters(new SqliteEventStore({ file: join(dir, 'events.db') }));
      try {
        const [head] = (await store.readBackward?.({ limit: 1 })) ?? [];
        const figures = await measureExplorer(store, explorerCases(head.metadata), 2);
        expect(figures.find((figure) => figure.label === 'newest, no filter')).toMatchObject({ pages: 2, rows: 100 });
        expect(figures.find((figure) => figure.label.startsWith('type CallLogged.v3'))?.rows).toBeGreaterThan(0);
        for (const figure of figures) expect(figure.p95Ms).toBeGreaterThanOrEqual(0);
      } finally {
        await store.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
