export { fuzz, recordFuzzInputs, FUZZ_COUNTS_FILE } from './fuzz-tally';
