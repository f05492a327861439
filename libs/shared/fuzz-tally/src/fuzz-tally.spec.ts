import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { fuzz, fuzzCountsFile } from './fuzz-tally';

const linesOf = (suite: string) =>
  readFileSync(fuzzCountsFile(), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { suite: string; inputs: number })
    .filter((line) => line.suite === suite);

describe('fuzz tally', () => {
  it('records the inputs a passing property ran', async () => {
    const suite = `tally-pass-${Math.random()}`;
    await fuzz(
      suite,
      fc.property(fc.integer(), (n) => Number.isInteger(n)),
      { numRuns: 25 },
    );
    expect(linesOf(suite)).toEqual([{ suite, inputs: 25 }]);
  });

  it('fails like fc.assert with the counterexample, and still records what ran', async () => {
    const suite = `tally-fail-${Math.random()}`;
    await expect(
      fuzz(
        suite,
        fc.asyncProperty(fc.nat(), async (n) => n < 10),
        { numRuns: 200, seed: 1 },
      ),
    ).rejects.toThrow(/Counterexample/);
    expect(linesOf(suite)[0].inputs).toBeGreaterThan(0);
  });
});
