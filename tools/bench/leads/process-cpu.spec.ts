import { processCpuSeconds } from './process-cpu';

describe('processCpuSeconds', () => {
  it('grows while this process computes (Linux) and is null for a process that does not exist', () => {
    const before = processCpuSeconds(process.pid);
    if (before === null) return; // no /proc here
    const until = Date.now() + 150;
    while (Date.now() < until) Math.sqrt(Math.random());
    expect(processCpuSeconds(process.pid)).toBeGreaterThan(before);
    expect(processCpuSeconds(2 ** 22 + 1)).toBeNull();
  });
});
