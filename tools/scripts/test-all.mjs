// `npm test`: formatting (Prettier), lint, type-check, GraphQL contract check, unit + contract + integration suites (jest), build, then browser e2e (Playwright).
// Ends with `fuzz: N generated inputs` (every fuzz spec appends `{ suite, inputs }` lines to
// test-results/fuzz-counts.ndjson through @receptionist/fuzz-tally; fewer than MIN_FUZZ_INPUTS fails the run), then one
// line `tests: N passed, N failed, N skipped` summing every suite.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { mustRun, repoRoot, run } from './run.mjs';

const results = join(repoRoot, 'test-results');
rmSync(results, { recursive: true, force: true });
rmSync(join(repoRoot, 'apps/web-e2e/test-results'), { recursive: true, force: true });
mkdirSync(results, { recursive: true });

// Every file as Prettier writes it (`npm run format` fixes them).
await mustRun('npx', ['prettier', '--check', '.', '--log-level', 'warn']);
await mustRun('npx', ['nx', 'run-many', '-t', 'lint', '--outputStyle=stream', '--parallel=2']);
await mustRun('npx', ['tsc', '-p', 'tsconfig.json']);
await mustRun('npx', ['tsc', '-p', 'apps/web/tsconfig.json', '--noEmit']);
// The committed GraphQL schema and the typed documents generated from it are up to date.
await mustRun(process.execPath, ['tools/scripts/graphql-contract.mjs', '--check']);

const jestJson = join(results, 'jest.json');
const fuzzCounts = join(results, 'fuzz-counts.ndjson');
// NestJS 12 ships ESM only; jest loads it through the VM modules API. Two workers even on 2 cores: most suites wait on
// servers, child processes and timers, so the run takes 430 s instead of 677 s in band (measured on CI's 2-core machine).
const jestCode = await run('npx', ['jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${jestJson}`], {
  env: {
    ...process.env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
    FUZZ_COUNTS_FILE: fuzzCounts,
  },
});

await mustRun('npx', ['nx', 'run-many', '-t', 'build', '--projects=api,web', '--outputStyle=stream']);
const e2eCode = await run('npx', ['playwright', 'test', '-c', 'apps/web-e2e/playwright.config.ts']);

const counts = { passed: 0, failed: 0, skipped: 0 };
if (existsSync(jestJson)) {
  const jest = JSON.parse(readFileSync(jestJson, 'utf8'));
  counts.passed += jest.numPassedTests;
  counts.failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  counts.skipped += jest.numPendingTests + jest.numTodoTests;
}
// Written by the json reporter of apps/web-e2e/playwright.config.ts.
const e2eJson = join(repoRoot, 'apps/web-e2e/test-results/results.json');
if (existsSync(e2eJson)) {
  const { stats } = JSON.parse(readFileSync(e2eJson, 'utf8'));
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
}
const MIN_FUZZ_INPUTS = 10_000;
const fuzzInputs = existsSync(fuzzCounts)
  ? readFileSync(fuzzCounts, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .reduce((sum, line) => sum + (JSON.parse(line).inputs ?? 0), 0)
  : 0;
console.log(`\nfuzz: ${fuzzInputs} generated inputs`);
if (fuzzInputs < MIN_FUZZ_INPUTS) console.log(`fuzz: fewer than ${MIN_FUZZ_INPUTS} generated inputs, the run fails`);
const failed = jestCode !== 0 || e2eCode !== 0 || counts.failed > 0 || fuzzInputs < MIN_FUZZ_INPUTS;
if (failed && counts.failed === 0) counts.failed = 1;
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failed ? 1 : 0);
