import { concurrent, sequential, summarize, whileBusy } from './load';
import { decodePageCursor } from '@receptionist/read-store';

describe('bench:queries load runners', () => {
  it('times every request, counts failures apart and keeps the first error', async () => {
    let calls = 0;
    const result = await sequential(async () => {
      calls++;
      if (calls === 2) throw new Error('HTTP 500');
    }, 5);
    expect(result).toMatchObject({ count: 4, failures: 1, firstError: 'HTTP 500' });
    expect(result.p50).toBeGreaterThanOrEqual(0);
  });

  it('keeps the given number of callers in flight at once, each issuing its share', async () => {
    let inFlight = 0;
    let most = 0;
    const result = await concurrent(
      async () => {
        most = Math.max(most, ++inFlight);
        await new Promise((done) => setTimeout(done, 5));
        inFlight--;
      },
      4,
      3,
    );
    expect(result.count).toBe(12);
    expect(most).toBe(4);
  });

  it('measures a probe while background callers loop, and stops them afterwards', async () => {
    let noise = 0;
    const result = await whileBusy(
      async () => undefined,
      3,
      async () => {
        noise++;
        await new Promise((done) => setTimeout(done, 1));
      },
      2,
    );
    expect(result.count).toBe(3);
    expect(result.noiseRequests).toBe(noise);
    expect(noise).toBeGreaterThan(0);
  });

  it('reports percentiles by nearest rank', () => {
    expect(summarize([5, 1, 4, 2, 3])).toMatchObject({ p50: 3, p95: 5, p99: 5 });
    expect(decodePageCursor('x', 1)).toBeNull();
  });
});
