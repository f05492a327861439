import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fc from 'fast-check';

/**
 * One `{ suite, inputs }` line per fuzz property; `npm test` (tools/scripts/test-all.mjs) names the file in
 * FUZZ_COUNTS_FILE and sums it. Jest runs from the workspace root, so that is the default's base.
 */
export function fuzzCountsFile(): string {
  return process.env['FUZZ_COUNTS_FILE'] ?? join(process.cwd(), 'test-results', 'fuzz-counts.ndjson');
}

/** Records that `suite` ran `inputs` generated inputs. */
export function recordFuzzInputs(suite: string, inputs: number): void {
  const file = fuzzCountsFile();
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify({ suite, inputs })}\n`);
}

/**
 * `fc.assert` that also records how many inputs the property ran (shrinking runs excluded), so every fuzz spec
 * counts towards the total `npm test` prints.
 */
export async function fuzz<Ts>(suite: string, property: fc.IProperty<Ts> | fc.IAsyncProperty<Ts>, parameters: fc.Parameters<Ts> = {}): Promise<void> {
  const details = await fc.check(property, parameters);
  recordFuzzInputs(suite, details.numRuns);
  if (details.failed) {
    const cause = details.errorInstance instanceof Error ? `\n\nCaused by: ${details.errorInstance.message}` : '';
    throw new Error(`${fc.defaultReportMessage(details) ?? `Property ${suite} failed`}${cause}`);
  }
}
