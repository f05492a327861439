import { exportMemory } from './export-memory';

describe('bench:queries export memory', () => {
  it('reports the RSS growth while the download runs, peak included, and what it read', async () => {
    let held: Buffer | undefined;
    const figures = await exportMemory(process.pid, async () => {
      held = Buffer.alloc(64 * 1024 * 1024, 1);
      await new Promise((done) => setTimeout(done, 30));
      return held.length;
    });
    expect(figures.bytes).toBe(64 * 1024 * 1024);
    expect(figures.growthMb).toBeGreaterThan(48);
    expect(figures.peakMb).toBeGreaterThanOrEqual(figures.beforeMb);
    held = undefined;
  });
});
