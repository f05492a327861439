import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureClientsList } from './clients-list-run';

describe('bench:clients (smoke, small)', () => {
  it('pages through every client once and finds the rare one', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'bench-clients-'));
    try {
      const figures = await measureClientsList(directory, 230, 20);
      expect(figures.pagedClients).toBe(230);
      expect(figures.pages).toBe(12);
      const rare = figures.timings.find((timing) => timing.label.startsWith('search "zephyrine"'));
      expect(rare).toMatchObject({ rows: 1, total: 1 });
      expect(figures.timings.find((timing) => timing.label === 'overview')).toMatchObject({ total: 230 });
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  }, 60_000);
});
