import { appendFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fc from 'fast-check';

function repoRoot(from: string = __dirname): string {
  let dir = from;
  while (!existsSync(join(dir, 'nx.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

/** One `{ suite, inputs }` line per fuzz property; `npm test` (tools/scripts/test-all.mjs) sums them. */
export const FUZZ_COUNTS_FILE = join(repoRoot(), 'test-results', 'fuzz-counts.ndjson');

/** Records that `suite` ran `inputs` generated inputs. */
export function recordFuzzInputs(suite: string, inputs: number): void {
  mkdirSync(dirname(FUZZ_COUNTS_FILE), { recursive: true });
  appendFileSync(FUZZ_COUNTS_FILE, `${JSON.stringify({ suite, inputs })}\n`);
}

/**
 * `fc.assert` that also records how many inputs the property ran (shrinking runs excluded), so every fuzz spec
 * counts towards the total `npm test` prints.
 */
export async function fuzz<Ts>(
  suite: string,
  property: fc.IProperty<Ts> | fc.IAsyncProperty<Ts>,
  parameters: fc.Parameters<Ts> = {},
): Promise<void> {
  const details = await fc.check(property, parameters);
  recordFuzzInputs(suite, details.numRuns);
  if (details.failed) {
    const cause = details.errorInstance instanceof Error ? `\n\nCaused by: ${details.errorInstance.message}` : '';
    throw new Error(`${fc.defaultReportMessage(details) ?? `Property ${suite} failed`}${cause}`);
  }
}
